/** Lets the browser run other work (a paint, a tap) before what comes next: a task boundary. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
