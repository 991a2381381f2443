/**
 * The FAQ's demo entries: the programme rules of SPEC §9 as partners ask about them, by subject. `ordem`
 * numbers leave gaps (10, 20 …) so staff can slip a question in between; a subject shows where its first
 * question does. Answers are HTML as the editor writes it; the seed sanitises them like a save does.
 */
export interface FaqSeed {
  assunto: string;
  pergunta: string;
  resposta: string;
  ordem: number;
}

const NIVEIS = 'Níveis e classes';
const VMC = 'Verba de marketing cooperado';
const SHOWROOM = 'Descontos de showroom';
const SOLICITACAO = 'Solicitação de benefícios';
const GARANTIA = 'Garantia de serviços';
const SUPORTE = 'Suporte';

export const faqEntries: FaqSeed[] = [
  {
    assunto: NIVEIS,
    ordem: 10,
    pergunta: 'Como é definida a classe do meu negócio no programa?',
    resposta: `<p>A classe depende do <strong>faturamento líquido do ano anterior</strong> em compras de produtos e peças Prix:</p>
<ul>
<li><p><strong>Prix 10</strong>: até R$ 50.000,00</p></li>
<li><p><strong>Prix 50</strong>: até R$ 100.000,00</p></li>
<li><p><strong>Prix 100</strong>: até R$ 250.000,00</p></li>
<li><p><strong>Prix 250</strong>: até R$ 500.000,00</p></li>
<li><p><strong>Prix 500</strong>: até R$ 1.000.000,00</p></li>
<li><p><strong>Prix 1000</strong>: acima de R$ 1.000.000,00</p></li>
</ul>`,
  },
  {
    assunto: NIVEIS,
    ordem: 20,
    pergunta: 'Em qual classe começa um novo parceiro?',
    resposta:
      '<p>Todo parceiro novo começa na classe <strong>Prix 10</strong>. A partir da primeira reclassificação, a classe passa a seguir o faturamento do ano anterior.</p>',
  },
  {
    assunto: NIVEIS,
    ordem: 30,
    pergunta: 'Quando acontece a reclassificação?',
    resposta:
      '<p>Uma vez por ano, em <strong>janeiro</strong>. A nova classe considera as compras de produtos e peças feitas de janeiro a dezembro do ano anterior, e vale para o ano inteiro.</p>',
  },
  {
    assunto: NIVEIS,
    ordem: 40,
    pergunta: 'Quais benefícios cada classe libera?',
    resposta: `<p>Sete benefícios gerais valem para todas as classes. Os benefícios por categoria são liberados a partir de um nível mínimo:</p>
<ul>
<li><p><strong>Prix 10</strong>: preços subsidiados para showroom</p></li>
<li><p><strong>Prix 50</strong>: credenciamento no cartão do banco de desenvolvimento e programa de treinamento em vendas</p></li>
<li><p><strong>Prix 100</strong>: marketing cooperado e coparticipação em feiras</p></li>
<li><p><strong>Prix 250</strong>: divulgação no site como revenda autorizada (em breve)</p></li>
<li><p><strong>Prix 500</strong>: premiação por superação de metas</p></li>
<li><p><strong>Prix 1000</strong>: brinde de aniversário de parceria</p></li>
</ul>
<p>A página <em>Categorias</em> mostra os benefícios de cada classe.</p>`,
  },
  {
    assunto: VMC,
    ordem: 110,
    pergunta: 'O que é a verba de marketing cooperado (VMC)?',
    resposta: `<p>É uma verba anual para ações de marketing do parceiro, disponível a partir da classe <strong>Prix 100</strong>. O valor é um percentual do faturamento do ano anterior:</p>
<ul>
<li><p>Prix 100: <strong>0,75%</strong></p></li>
<li><p>Prix 250: <strong>1,00%</strong></p></li>
<li><p>Prix 500: <strong>1,25%</strong></p></li>
<li><p>Prix 1000: <strong>1,50%</strong></p></li>
</ul>`,
  },
  {
    assunto: VMC,
    ordem: 120,
    pergunta: 'Como a verba de marketing cooperado é paga?',
    resposta:
      '<p>A verba é paga <strong>somente em produtos</strong>. Não há pagamento em dinheiro nem abatimento em boletos.</p>',
  },
  {
    assunto: VMC,
    ordem: 130,
    pergunta: 'A Prix ajuda a pagar a participação em feiras?',
    resposta:
      '<p>Sim. A partir da classe Prix 100, a Prix participa com <strong>até 20% do orçamento</strong> da feira. Solicite pelo formulário de participação cooperada, com a planta do evento e a planta do estande.</p>',
  },
  {
    assunto: SHOWROOM,
    ordem: 210,
    pergunta: 'Qual é o desconto de showroom da minha classe?',
    resposta: `<ul>
<li><p>Prix 10: <strong>15%</strong></p></li>
<li><p>Prix 50: <strong>16%</strong></p></li>
<li><p>Prix 100: <strong>17%</strong></p></li>
<li><p>Prix 250: <strong>18%</strong></p></li>
<li><p>Prix 500: <strong>19%</strong></p></li>
<li><p>Prix 1000: <strong>20%</strong></p></li>
</ul>`,
  },
  {
    assunto: SHOWROOM,
    ordem: 220,
    pergunta: 'Quantas unidades posso comprar com desconto de showroom?',
    resposta:
      '<p><strong>Uma unidade de cada produto a cada 12 meses.</strong> O desconto serve para expor o produto na loja, não para estoque.</p>',
  },
  {
    assunto: SHOWROOM,
    ordem: 230,
    pergunta: 'Posso revender um produto comprado com desconto de showroom?',
    resposta:
      '<p>Somente depois de <strong>12 meses</strong> da compra. Até lá, o produto deve ficar exposto no showroom.</p>',
  },
  {
    assunto: SOLICITACAO,
    ordem: 310,
    pergunta: 'Como solicito um benefício?',
    resposta: `<ol>
<li><p>No menu, clique em <strong>Solicitar Benefício</strong>.</p></li>
<li><p>Escolha o formulário do benefício desejado.</p></li>
<li><p>Preencha os dados, anexe os arquivos pedidos e envie.</p></li>
</ol>
<p>Cada formulário aparece apenas para as classes que têm direito ao benefício.</p>`,
  },
  {
    assunto: SOLICITACAO,
    ordem: 320,
    pergunta: 'Em quanto tempo minha solicitação é analisada?',
    resposta:
      '<p>Em até <strong>10 dias úteis</strong> a partir do envio. Você recebe a resposta no e-mail cadastrado.</p>',
  },
  {
    assunto: GARANTIA,
    ordem: 410,
    pergunta: 'Qual é a garantia dos serviços prestados pela rede autorizada?',
    resposta:
      '<p>Os serviços prestados pelas oficinas da rede têm garantia de <strong>no mínimo 90 dias</strong>, contados da entrega do equipamento ao cliente.</p>',
  },
  {
    assunto: GARANTIA,
    ordem: 420,
    pergunta: 'Como peço o ressarcimento de um serviço em garantia?',
    resposta:
      '<p>Siga o documento <em>Ressarcimento de garantia OTAs</em>, na página Recursos, e envie a ordem de serviço com a nota fiscal do produto.</p>',
  },
  {
    assunto: SUPORTE,
    ordem: 510,
    pergunta: 'Com quem falo sobre o programa de parceiros?',
    resposta:
      '<p>Escreva para o marketing da Prix: <a href="mailto:marketing@prix.com.br">marketing@prix.com.br</a>. Respondemos em dias úteis, das 8h às 18h.</p>',
  },
  {
    assunto: SUPORTE,
    ordem: 520,
    pergunta: 'Não consigo acessar o portal. O que faço?',
    resposta:
      '<p>Confira se você entra com o e-mail cadastrado pela sua empresa. Se o problema continuar, escreva para <a href="mailto:suporte@prix.com.br">suporte@prix.com.br</a> informando o CNPJ da empresa.</p>',
  },
];
