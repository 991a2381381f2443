/** The accepted kinds, the 200 MB limit and the messages are shared with the web app's upload area. */
export { FILE_KINDS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type FileKind } from '@prix/shared';
