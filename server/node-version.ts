/**
 * package.json's `engines.node` (">=24.11"): the dependencies (fastify's cookie, the codegen
 * CLI's fetch) need a current Node, and an older one fails later with obscure errors.
 */
export function nodeVersionProblem(version: string, engines: string): string | null {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?/.exec(engines);
  const running = /^v?(\d+)\.(\d+)/.exec(version);
  if (!wanted || !running) return null;
  const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2] ?? 0)];
  const [major, minor] = [Number(running[1]), Number(running[2])];
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return null;
  return (
    `Tenaga needs Node.js ${engines} (see .nvmrc); this is Node.js ${version}. ` +
    "Install Node 24 LTS (e.g. `nvm install`) and run `npm ci` again."
  );
}
