import '../../components/public-page.css';
import './seja-parceiro.css';
import { PRAZO_ANALISE_DIAS_UTEIS } from '@prix/shared/core/candidatura';
import { PublicHeader } from '../../components/public-header';
import { usePageTitle } from '../../lib/document-title';
import { CandidaturaForm } from './candidatura-form';

/** What a partner gets (SPEC §9's programme), in the page's own words. */
const VANTAGENS = [
  {
    titulo: 'Categorias de Prix 10 a Prix 1000',
    texto:
      'Todo parceiro começa na categoria Prix 10. A cada janeiro, as compras do ano anterior definem a nova categoria: quanto maior, mais benefícios.',
  },
  {
    titulo: 'Benefícios',
    texto:
      'Descontos em produtos de mostruário, verba de marketing cooperado a partir da Prix 100, participação em feiras e a divulgação da empresa no site da Prix.',
  },
  {
    titulo: 'Materiais',
    texto:
      'Catálogos, listas de preços, imagens de produtos e o manual do programa, sempre atualizados no Portal de Parceiros.',
  },
  {
    titulo: 'Treinamentos',
    texto:
      'Cursos on-line de produtos, vendas e assistência técnica para a sua equipe, com o acompanhamento dos treinamentos obrigatórios.',
  },
] as const;

const PASSOS = [
  'Preencha a candidatura com os dados da empresa e anexe o contrato social e o cartão CNPJ.',
  `A equipe da Prix analisa a candidatura em até ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis; você acompanha tudo pelo endereço que enviamos por e-mail.`,
  'Aprovada, a pessoa de contato recebe o convite para entrar no Portal de Parceiros.',
];

/**
 * /seja-parceiro (public): the programme in a few lines and the application form. Plain HTML and CSS (no MUI,
 * no signed-in code); the form's validation (zod) comes only when it is needed.
 */
export function SejaParceiroPage() {
  const titulo = usePageTitle();
  return (
    <>
      <PublicHeader />
      <main className="pp-principal">
        <div className="pp-introducao">
          <h1 className="pp-titulo">{titulo}</h1>
          <p className="pp-texto">
            Revendas e assistências técnicas de balanças e equipamentos Prix: faça parte do programa de
            parceiros e tenha benefícios, materiais e treinamentos para vender e atender melhor.
          </p>
        </div>

        <section className="sp-vantagens" aria-labelledby="sp-vantagens-titulo">
          <h2 id="sp-vantagens-titulo" className="pp-subtitulo">
            O que o parceiro recebe
          </h2>
          <ul className="sp-vantagens__lista">
            {VANTAGENS.map((vantagem) => (
              <li key={vantagem.titulo} className="sp-vantagem">
                <h3 className="sp-vantagem__titulo">{vantagem.titulo}</h3>
                <p>{vantagem.texto}</p>
              </li>
            ))}
          </ul>
          <h2 className="pp-subtitulo">Como funciona</h2>
          <ol className="sp-passos">
            {PASSOS.map((passo) => (
              <li key={passo}>{passo}</li>
            ))}
          </ol>
        </section>

        <section className="sp-candidatura" aria-labelledby="sp-candidatura-titulo">
          <h2 id="sp-candidatura-titulo" className="pp-subtitulo">
            Candidatura
          </h2>
          <CandidaturaForm />
        </section>
      </main>
    </>
  );
}
