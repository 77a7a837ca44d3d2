import { useNavigate } from 'react-router-dom';

/**
 * What a page's Back or 'Go back' button does: one step back in the tab's history, or to the community feed when the
 * page is the tab's first (opened from a link in another app, or typed in), where going back would do nothing.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
}
