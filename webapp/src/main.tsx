import '@/styles/base';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadPage } from '@/app/preload';
import { Providers } from '@/app/providers';
import '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

preloadPage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
