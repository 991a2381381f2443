import './fonts.css';
import './base.css';
import { takeFirstViewState } from './lib/first-view';

// The entry itself runs no React: a page that came drawn by the server (decision 0049) is painted first, and
// React's modules are evaluated after that paint, not before it.
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

const drawInBrowser = (root: HTMLElement) =>
  import('./app/start-in-browser').then(({ startInBrowser }) => startInBrowser(root));

/** Runs `task` once the browser has painted what it has (a frame, then a task after it). */
function afterPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A page in a background tab gets no frames: it is taken over anyway.
  setTimeout(once, 500);
}

/**
 * A signed-in page drawn by the server is taken over, not drawn again (app/take-over.ts). A function, so the
 * state it reads is not kept once the page is taken over.
 */
function start(root: HTMLElement) {
  const firstView = takeFirstViewState();
  if (!firstView) {
    drawInBrowser(root).catch((error: unknown) => console.error('Não foi possível iniciar o portal', error));
    return;
  }
  afterPaint(() => {
    import('./app/take-over')
      .then(({ takeOver }) => takeOver(root, firstView))
      .catch((error: unknown) => {
        console.error('Não foi possível assumir a primeira tela', error);
        root.removeAttribute('inert');
        void drawInBrowser(root);
      });
  });
}

start(container);
