import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { safeAddress } from '@prix/shared/core';
import type { BannerImage } from '@prix/shared/content';
import { BANNER_IMAGE_SIZES } from '@prix/shared/core/content';
import { trackClick } from '../../lib/clique-tracker';
import { PAGE } from '../../lib/paths';

/** SPEC §9: autoplay every 3 s. */
export const AUTOPLAY_MS = 3000;
/**
 * SPEC §9: a 1 s slide. Embla's `duration` is a physics factor, not milliseconds: at 30 the slide is within
 * 1 % of its place after about 0.9 s and settled at 1.4 s (60 frames a second).
 */
const SLIDE_DURATION = 30;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const list = window.matchMedia?.(REDUCED_MOTION);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** The person's motion preference; the server's first view (decision 0049) draws the carousel as for motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * A banner's link (SPEC §3 Banner): a video banner opens /video in the portal, any other address a new tab;
 * a banner without one is its image alone.
 */
function BannerSlide({ banner, index }: { banner: BannerImage; index: number }) {
  const image = (
    <Box
      component="img"
      // The WebP width the column needs (a phone's is a third of the original's); the first one as preloaded.
      srcSet={banner.imageSrcSet ?? undefined}
      sizes={banner.imageSrcSet ? BANNER_IMAGE_SIZES : undefined}
      src={banner.imageUrl}
      alt={banner.bannerName}
      width={1200}
      height={360}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      draggable={false}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '10 / 3', objectFit: 'cover' }}
    />
  );
  const track = () => trackClick('banner', banner.bannerName);
  // Only an address is followed (safeAddress): a link stored before the field refused it shows no link.
  const link = safeAddress(banner.bannerLink);
  if (!link) return image;
  if (link.startsWith(PAGE.video)) {
    return (
      <RouterLink to={link} onClick={track}>
        {image}
      </RouterLink>
    );
  }
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={track}
      title={`${banner.bannerName} (abre em nova aba)`}
    >
      {image}
    </a>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  color: 'primary.main',
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.2)',
  '&:hover': { bgcolor: '#fff' },
  '&.Mui-focusVisible': { outline: 3, outlineStyle: 'solid', outlineColor: 'secondary.main' },
  width: { xs: 32, sm: 40 },
  height: { xs: 32, sm: 40 },
} as const;

/**
 * The home's banner carousel (SPEC §9: autoplay 3 s, 1 s slide, one at a time, infinite, dots and arrows), on
 * embla. Autoplay stops while the pointer is over it or the focus inside it, when the user pauses it, and never
 * starts for people who ask for reduced motion (who also get instant slides). Only the current slide can be
 * reached by Tab; ←/→ move between slides. Loaded as its own chunk after the page has drawn.
 */
export default function BannerCarousel({ banners }: { banners: BannerImage[] }) {
  const reduced = usePrefersReducedMotion();
  const [viewport, api] = useEmblaCarousel({
    loop: banners.length > 1,
    duration: reduced ? 0 : SLIDE_DURATION,
    slidesToScroll: 1,
  });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = banners.length > 1 && !reduced && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // A new timer after every change, so a slide the user picked stays its full 3 s too.
  useEffect(() => {
    if (!api || !playing) return;
    const timer = window.setTimeout(() => api.scrollNext(), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [api, playing, selected]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const many = banners.length > 1;
  return (
    <Box
      component="section"
      aria-roledescription="carrossel"
      aria-label="Destaques"
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative' }}
    >
      <Box
        ref={viewport}
        sx={{ overflow: 'hidden', borderRadius: 2, bgcolor: 'primary.dark', aspectRatio: '10 / 3' }}
      >
        <Box aria-live={playing ? 'off' : 'polite'} sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {banners.map((banner, index) => (
            <Box
              key={banner.bannerName}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${banners.length}: ${banner.bannerName}`}
              inert={index !== selected}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              <BannerSlide banner={banner} index={index} />
            </Box>
          ))}
        </Box>
      </Box>
      {many && (
        <>
          <IconButton
            aria-label="Banner anterior"
            onClick={previous}
            sx={{ ...arrowSx, left: { xs: 6, sm: 12 } }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Próximo banner"
            onClick={next}
            sx={{ ...arrowSx, right: { xs: 6, sm: 12 } }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}>
            {!reduced && (
              <IconButton
                size="small"
                aria-label={stopped ? 'Retomar a troca automática' : 'Pausar a troca automática'}
                onClick={() => setStopped((value) => !value)}
                sx={{ color: 'text.secondary' }}
              >
                {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
              </IconButton>
            )}
            {banners.map((banner, index) => (
              <Box
                key={banner.bannerName}
                component="button"
                type="button"
                aria-label={`Ir para o banner ${index + 1}: ${banner.bannerName}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: index === selected ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: index === selected ? 'primary.main' : '#b8c4da',
                    transition: 'width 200ms',
                  },
                  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
