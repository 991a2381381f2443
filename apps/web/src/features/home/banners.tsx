import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useBanners } from './home-query';

// Its own chunk (embla and the slides' code), fetched once the page has drawn: the shell stays light.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** Holds the carousel's place at the banners' proportion (10:3) while they load, so nothing moves. */
function BannerPlaceholder() {
  return (
    <Box
      aria-hidden="true"
      sx={{ aspectRatio: '10 / 3', borderRadius: 2, bgcolor: '#e3e9f4', mb: { xs: 4.5, sm: 4.5 } }}
    />
  );
}

/** The carousel's section of /home: nothing when there are no banners or they cannot be read. */
export function Banners() {
  const banners = useBanners();
  if (banners.isPending) return <BannerPlaceholder />;
  if (!banners.data?.length) return null;
  return (
    <Suspense fallback={<BannerPlaceholder />}>
      <BannerCarousel banners={banners.data} />
    </Suspense>
  );
}
