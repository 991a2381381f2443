import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import Box from '@mui/material/Box';
import type { BannerImage } from '@prix/shared/content';
import { BANNER_IMAGE_SIZES } from '@prix/shared/core/content';
import { useBanners } from './home-query';

// Its own chunk (embla and the slides' code), fetched once the page has drawn: the shell stays light.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * Holds the carousel's place at the banners' proportion (10:3) while they load, so nothing moves; once the
 * list is known, with the first banner's image in it (the page's largest image, named by the page's first
 * response as a preload), while the carousel's code arrives.
 */
function BannerPlaceholder({ first }: { first?: BannerImage }) {
  return (
    <Box
      aria-hidden={first ? undefined : 'true'}
      sx={{
        aspectRatio: '10 / 3',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#e3e9f4',
        mb: { xs: 4.5, sm: 4.5 },
      }}
    >
      {first && (
        <Box
          component="img"
          // The same choice as the page's preload of it (the server's Link header reads the same sizes).
          srcSet={first.imageSrcSet ?? undefined}
          sizes={first.imageSrcSet ? BANNER_IMAGE_SIZES : undefined}
          src={first.imageUrl}
          alt={first.bannerName}
          width={1200}
          height={360}
          fetchPriority="high"
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '10 / 3', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}

/** The carousel's section of /home: nothing when there are no banners or they cannot be read. */
export function Banners() {
  const banners = useBanners();
  if (banners.isPending) return <BannerPlaceholder />;
  if (!banners.data?.length) return null;
  return (
    <Suspense fallback={<BannerPlaceholder first={banners.data[0]} />}>
      <BannerCarousel banners={banners.data} />
    </Suspense>
  );
}
