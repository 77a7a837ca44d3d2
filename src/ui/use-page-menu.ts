import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu's open state, closed by a new address (a link followed, the back button) as leaving the page closes it:
 * the menu never stays open over another page, nor opens again when the person comes back to this one.
 */
export function usePageMenu(): [open: boolean, setOpen: (open: boolean) => void] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(pathname);
  if (pathname !== page) {
    setPage(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
