import { Component, Suspense, type ReactNode } from "react";
import { Button } from "./ui/button";
import { LoadingState } from "./ui/spinner";

type BoundaryState = { failed: boolean };

/** A lazily loaded part of a page that may fail to download (flaky network): say so and offer a retry. */
class LoadErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center text-sm text-ink">
        <p>Impossible de charger cette partie de la page. Vérifiez votre connexion.</p>
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
      </div>
    );
  }
}

/** Suspense for a React.lazy part, with a spinner while it loads and a message if it can't. */
export function LoadBoundary({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<LoadingState label={label} className="min-h-32" />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}
