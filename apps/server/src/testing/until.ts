/** Waits until `check` holds (asked every 100 ms), failing after `ms`: for what a job or the mail queue does later. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('tempo esgotado esperando');
    await new Promise((r) => setTimeout(r, 100));
  }
}
