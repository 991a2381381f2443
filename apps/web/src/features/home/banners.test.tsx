import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BannerImage } from '@prix/shared/content';
import { stubObservers } from '../../test/observers';
import { stubApi } from '../../test/render-app';
import { Banners } from './banners';
import type BannerCarousel from './banner-carousel';

// The carousel's chunk arrives when the test opens the gate: until then the page shows the placeholder with
// the first banner's image, as it does while a phone downloads the carousel's code.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { state: { open: false }, opened, open: () => open() };
});
vi.mock('./banner-carousel', async (importOriginal) => {
  const real = await importOriginal<{ default: typeof BannerCarousel }>();
  const Carousel = real.default;
  function GatedCarousel(props: ComponentProps<typeof BannerCarousel>) {
    if (!gate.state.open) throw gate.opened;
    return <Carousel {...props} />;
  }
  return { ...real, default: GatedCarousel };
});

/** The column's width at each breakpoint of the shell (16 px and 24 px of padding, the 280 px menu, 1400 px). */
const SIZES =
  '(min-width: 1728px) 1400px, (min-width: 1200px) calc(100vw - 328px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';
const HASH = 'ab'.repeat(32);
const SRCSET = `/api/docs/banner-image/${HASH}/480 480w, /api/docs/banner-image/${HASH}/800 800w, /api/docs/banner-image/${HASH}/1200 1200w`;

const BANNERS: BannerImage[] = [
  {
    bannerName: 'Campanha',
    bannerLink: null,
    posicao: 1,
    imageUrl: '/api/docs/banner/Campanha',
    imageSrcSet: SRCSET,
  },
  // An image that gives no WebP widths: the original alone.
  {
    bannerName: 'Antigo',
    bannerLink: null,
    posicao: 2,
    imageUrl: '/api/docs/banner/Antigo',
    imageSrcSet: null,
  },
];

function renderBanners() {
  stubApi((_method, path) =>
    path === '/api/banner/images' ? { status: 200, body: { result: BANNERS } } : undefined,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Banners />
    </QueryClientProvider>,
  );
}

describe('banner images sized for the screen', () => {
  beforeEach(() => {
    stubObservers();
  });

  it('the placeholder draws the first banner with its widths, the sizes of the column, at 10:3', async () => {
    renderBanners();
    const first = await screen.findByRole('img', { name: 'Campanha' });
    expect(first.getAttribute('srcset')).toBe(SRCSET);
    expect(first.getAttribute('sizes')).toBe(SIZES);
    expect(first.getAttribute('src')).toBe('/api/docs/banner/Campanha');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '360']);
    // Still the placeholder: the carousel's slides are not there yet.
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('the carousel draws every banner with its widths; one without them is its original alone', async () => {
    gate.state.open = true;
    gate.open();
    renderBanners();
    await screen.findByRole('group', { name: '1 de 2: Campanha' });
    const first = screen.getByRole('img', { name: 'Campanha' });
    expect(first.getAttribute('srcset')).toBe(SRCSET);
    expect(first.getAttribute('sizes')).toBe(SIZES);
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '360']);
    const old = screen.getByRole('img', { name: 'Antigo', hidden: true });
    expect(old.getAttribute('src')).toBe('/api/docs/banner/Antigo');
    expect(old.hasAttribute('srcset')).toBe(false);
    expect(old.hasAttribute('sizes')).toBe(false);
  });
});
