// The viewer area (decision 0017): the /docs/* document viewers and the /video page. pdf.js is not here: the
// document page loads it right after its frame (pdf-viewer.tsx), so this area stays small.
//
// Its routes only ever open inside the shell, and it uses much of the shell's code (MUI, the status pages,
// the access rules). Importing the shell's area tells the bundler so: the modules both use stay in the shell's
// chunk, instead of being split into chunks shared by the two, which every other route would then download as
// more, smaller (and worse compressed) files.
import '../../app/areas/shell-area';

export { DocumentViewerPage } from './document-viewer-page';
export { VideoPage } from './video-page';
