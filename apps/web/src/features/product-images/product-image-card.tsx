import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import type { ProductImageItem } from '@prix/shared/product-images';
import { THUMBNAIL_SIZE } from './selection';

/**
 * One image of the gallery: its server-made thumbnail (never the full image), lazy-loaded in a square box of
 * fixed proportions so nothing moves as thumbnails arrive, and a checkbox named by the product. The whole card
 * is the checkbox's label: a click or a tap anywhere selects it.
 */
export const ProductImageCard = memo(function ProductImageCard({
  item,
  checked,
  onToggle,
}: {
  item: ProductImageItem;
  checked: boolean;
  onToggle: (nomeImagem: string) => void;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Paper
      component="label"
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        cursor: 'pointer',
        borderColor: checked ? 'primary.main' : undefined,
        boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{
          aspectRatio: '1 / 1',
          bgcolor: 'grey.50',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {failed ? (
          <Box component="span" sx={{ color: 'text.secondary', textAlign: 'center', p: 1 }}>
            <BrokenImageOutlinedIcon fontSize="large" aria-hidden="true" />
            <Typography variant="caption" component="span" sx={{ display: 'block' }}>
              Miniatura indisponível
            </Typography>
          </Box>
        ) : (
          <Box
            component="img"
            src={item.miniatura}
            alt=""
            loading="lazy"
            decoding="async"
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            onError={() => setFailed(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
      </Box>
      <Box component="span" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1, pl: 0.5 }}>
        <Checkbox
          checked={checked}
          onChange={() => onToggle(item.nomeImagem)}
          size="small"
          sx={{ p: 0.75 }}
        />
        <Box component="span" sx={{ minWidth: 0, pt: 0.5 }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {item.nomeProduto}
          </Typography>
          <Typography
            variant="caption"
            component="span"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {item.nomeImagem}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
});
