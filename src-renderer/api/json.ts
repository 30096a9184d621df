/** The app server answers errors as `{ error }` JSON; this turns them into thrown Errors with that message. */
export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    let message = `${res.status} ${res.statusText}`;
    try { message = ((await res.json()) as { error?: string }).error ?? message; } catch { /* not JSON */ }
    throw new Error(message);
  }
  return (await res.json()) as T;
}
