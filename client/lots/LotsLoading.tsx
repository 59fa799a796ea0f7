import { BackofficeLoading } from "../shell/Guards.tsx";

export function LotsLoading({ label = "Loading your lots…" }: { label?: string }) {
  return (
    <div className="container page-section lots-page">
      <BackofficeLoading label={label} />
    </div>
  );
}
