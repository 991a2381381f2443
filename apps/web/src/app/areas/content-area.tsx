// The partners' content pages (SPEC §2.2): the product gallery and the resources page, one download shared by
// both and by no other route (decision 0011).
import { ProductImagesPage } from '../../features/product-images/product-images-page';
import { RecursosPage } from '../../features/recursos/recursos-page';
import { PAGES } from '../access';
import { RequireAccess } from '../require-access';
// Opened only inside the shell: its modules stay in the shell's chunk (see app/areas/index.ts).
import './shell-area';

export const CONTENT_PAGES = {
  imagensProdutos: ProductImagesPage,
  recursos: RecursosPage,
} as const;

export type ContentPageId = keyof typeof CONTENT_PAGES;

/** A content page behind its key (the server checks the same keys on every call it makes). */
export function ContentPage({ id }: { id: ContentPageId }) {
  const Page = CONTENT_PAGES[id];
  return (
    <RequireAccess rule={PAGES[id].canOpen}>
      <Page />
    </RequireAccess>
  );
}
