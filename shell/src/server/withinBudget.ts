/** Runs `work`, or rejects once `budgetMs` has passed (the work itself is left to finish). */
export function withinBudget<T>(
  budgetMs: number,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${budgetMs} ms`)),
      budgetMs,
    );
  });
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}
