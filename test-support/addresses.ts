/**
 * Values an address field must refuse (format/address.ts in @prix/shared), shared by the shared rule's test, the
 * server's contract over every address field and the web renderers' tests: scripts in every spelling a
 * browser would still run, other schemes, other hosts dressed as paths, and control characters.
 */
export const UNSAFE_ADDRESSES: readonly string[] = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)  ',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(document.domain)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/banner',
  '\\\\evil.example\\banner',
  '/\\evil.example',
  '/\t/evil.example',
  '/%2F/evil.example',
  '/&#47;evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https://',
  'https:///evil.example',
  'ftp://arquivos.prix.com.br/tabela.pdf',
  'mailto:marketing@prix.com.br',
  'www.prix.com.br',
  'beneficios',
  'https://www.prix.com.br/\u0085',
];

/** Values an address field takes: web pages in any case and paths of this site. */
export const SAFE_ADDRESSES: readonly string[] = [
  'https://www.prix.com.br/verao',
  'http://intranet.prix.com.br/tabela?ano=2026#topo',
  'HTTPS://WWW.PRIX.COM.BR/CAMPANHA',
  'https://vimeo.com/76979871',
  '/beneficios?form=feira-eventos',
  '/',
];
