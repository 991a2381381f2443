/**
 * SPEC §9: benefit requests are reviewed in 10 working days; past them staff's queues flag a request (and an
 * application to be a partner, which uses the same time). A module of its own, so neither page carries the
 * other's constants.
 */
export const PRAZO_ANALISE_DIAS_UTEIS = 10;
