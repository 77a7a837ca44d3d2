import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

// The least a React Router page can be: the bench reads every route's LCP against this page's, served the same way.
const page = h('main', null, h('h1', null, 'A heading drawn by React Router'), h('p', null, 'The bench reference page.'));
createRoot(document.getElementById('root')!).render(
  h(StrictMode, null, h(BrowserRouter, { basename: '/reference' }, h(Routes, null, h(Route, { path: '*', element: page })))),
);
