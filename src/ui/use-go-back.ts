import { useNavigate } from 'react-router-dom';

/** A Back button's action: one step back, or to the feed when the page is the tab's first and back would do nothing. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
}
