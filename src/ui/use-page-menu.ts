import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** A menu's open state that a new pathname closes, so it never stays open over another page nor reopens on return. */
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
