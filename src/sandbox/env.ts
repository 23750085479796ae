// The environment model-written code gets: what toolchains need to be found, nothing that could be
// a credential. Declared once; the sandboxed and the unsandboxed check both use it.
const ALLOWED_ENV =
  /^(PATH|HOME|USER|LOGNAME|SHELL|LANG|LANGUAGE|TERM|TZ|TMPDIR|TMP|TEMP|CI|PWD|LC_[A-Z]+|RUNNER_(OS|ARCH|TEMP|TOOL_CACHE)|ImageOS|ImageVersion|[A-Z0-9]+_HOME|GOPATH|GOROOT|GOFLAGS|GOCACHE|GOMODCACHE|CARGO_[A-Z_]+|RUSTUP_TOOLCHAIN|PYTHON[A-Z_]*|PYENV_ROOT|PYENV_VERSION|VIRTUAL_ENV|PIPX_[A-Z_]+|NODE_OPTIONS|NODE_PATH|NVM_[A-Z_]+|DOTNET_[A-Z_]+|NUGET_PACKAGES|GEM_[A-Z_]+|BUNDLE_[A-Z_]+|LD_LIBRARY_PATH|PKG_CONFIG_PATH|CC|CXX|CFLAGS|CXXFLAGS|LDFLAGS|MAKEFLAGS|DEBIAN_FRONTEND)$/;
const SECRET_LIKE = /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE|CREDENTIAL|AUTH|_PAT$|_KEY$|SESSION|COOKIE)/i;

/** Names that may hold a credential (the action's inputs included: INPUT_API-KEY, INPUT_GITHUB-TOKEN). */
export function isSecretName(name: string): boolean {
  return SECRET_LIKE.test(name) || /^INPUT_/i.test(name) || /^ACTIONS_(RUNTIME|ID_TOKEN|CACHE)/i.test(name);
}

export function sanitizedEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && ALLOWED_ENV.test(k) && !isSecretName(k)) out[k] = v;
  return out;
}
