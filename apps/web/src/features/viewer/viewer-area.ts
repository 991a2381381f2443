// The viewer area (decision 0017): the /docs/* document viewers and the /video page. pdf.js is not here: the
// document page loads it right after its frame (pdf-viewer.tsx), so this area stays small.

export { DocumentViewerPage } from './document-viewer-page';
export { VideoPage } from './video-page';
