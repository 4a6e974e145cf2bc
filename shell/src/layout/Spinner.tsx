// A CSS spinner: shown while a remote loads, so it must not wait for (or pull in) antd's Spin.
const SPINNER_CSS = `
.shell-spinner { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 64px 16px; color: #c9d2e3; }
.shell-spinner__ring { width: 36px; height: 36px; border-radius: 50%; border: 3px solid #1f2b4a; border-top-color: #f5a623;
  animation: shell-spin .8s linear infinite; }
@keyframes shell-spin { to { transform: rotate(360deg); } }
`;

export function Spinner({ label }: { label?: string }) {
  return (
    <div className="shell-spinner" role="status" aria-label={label ?? 'Loading'}>
      <style>{SPINNER_CSS}</style>
      <div className="shell-spinner__ring" />
      {label && <p>{label}</p>}
    </div>
  );
}
