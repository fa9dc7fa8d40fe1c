import '@fontsource-variable/inter/wght.css';
import './theme/global.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { club } from '@vsf/engine';
import { App } from './App';
import { startServiceWorker } from './features/pwa/serviceWorker';
import { startUp } from './startup';
import { appStore } from './store';
import { applyColourTokens } from './theme/tokens';

applyColourTokens(document.documentElement);
document.title = club.name;
startUp(appStore);
startServiceWorker(appStore);

const root = document.getElementById('root');
if (!root) throw new Error('index.html mangler #root');

// In a transition, so that the first render yields to the browser every few milliseconds
// rather than holding a slow phone's main thread for one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Provider store={appStore}>
        <App />
      </Provider>
    </StrictMode>,
  ),
);
