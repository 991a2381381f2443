/** Zoom as a share of the fitted width: 1 is 'Ajustar à largura', the default on every screen. */
export const ZOOM = { fit: 1, min: 0.5, max: 3, step: 1.25 } as const;

const round = (value: number) => Math.round(value * 100) / 100;

export const zoomIn = (zoom: number): number => Math.min(round(zoom * ZOOM.step), ZOOM.max);
export const zoomOut = (zoom: number): number => Math.max(round(zoom / ZOOM.step), ZOOM.min);
