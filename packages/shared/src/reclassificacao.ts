// The yearly reclassification (decision 0028) without zod: what its page needs besides the answers'
// types. The schemas are in schemas/reclassificacao.ts ('@prix/shared/reclassificacao'), which re-exports this.

/** The year whose January–December purchases classify: by default the previous calendar year. */
export const anoPadraoReclassificacao = (today = new Date()): number => today.getUTCFullYear() - 1;
