/**
 * A minimal browser stand-in for server tests: keeps cookies, follows redirects one hop at a time and
 * sends `Origin` on writes as browsers do. The OIDC tests drive the real redirect chain with it.
 */
export class HttpAgent {
  private readonly jar = new Map<string, string>();
  /** `headers` go with every request (e.g. a browser's User-Agent). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request(
    method: string,
    url: string,
    body?: URLSearchParams | string,
    headers: Record<string, string> = {},
  ) {
    const target = new URL(url, this.baseUrl);
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      body,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' ? { origin: new URL(this.baseUrl).origin } : {}),
        ...this.headers,
        ...headers,
      },
    });
    this.store(response);
    return response;
  }

  /** Follows redirects (303 and 302 become GET) until a non-redirect answer or a stop condition. */
  async follow(method: string, url: string, body?: URLSearchParams, stop?: (location: URL) => boolean) {
    let response = await this.request(method, url, body);
    let current = new URL(url, this.baseUrl);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      const location = new URL(response.headers.get('location')!, current);
      if (stop?.(location)) return { response, location };
      current = location;
      response = await this.request('GET', location.href);
    }
    return { response, location: current };
  }
}

/** Signs in through the embedded provider's page as `email`, starting at `startPath`; returns the final hop. */
export async function signInThroughProvider(agent: HttpAgent, startPath: string, email: string) {
  const toLoginPage = await agent.follow('GET', startPath);
  const page = await toLoginPage.response.text();
  if (!page.includes('Provedor de identidade de demonstração')) {
    throw new Error(`página de login não apareceu (${toLoginPage.response.status})`);
  }
  const portal = new URL(agent.baseUrl);
  return agent.follow(
    'POST',
    toLoginPage.location.href,
    new URLSearchParams({ email }),
    (location) =>
      location.origin === portal.origin &&
      !location.pathname.startsWith('/oidc') &&
      !location.pathname.startsWith('/api/') &&
      !location.pathname.startsWith('/idp'),
  );
}

/**
 * Signs out as a browser would: the provider's end-session page submits its form by script, which this
 * agent does by hand (with `logout=yes`, the field the page adds).
 */
export async function signOutThroughProvider(agent: HttpAgent) {
  const { response, location } = await agent.follow('GET', '/api/auth/signout');
  if (!location.pathname.startsWith('/oidc/session/end')) return { response, location };
  const page = await response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !xsrf) throw new Error('formulário de saída do provedor não encontrado');
  return agent.follow('POST', new URL(action, location).href, new URLSearchParams({ xsrf, logout: 'yes' }));
}
