import { lazy, Suspense, useRef, useState } from "react";
import { CirclePlay } from "lucide-react";
import { LoadBoundary } from "../components/load-boundary";
import { Button, type ButtonProps } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";

// The demo shop (dialogs, cart, carousel) is its own chunk, fetched when a visitor asks for it: the home page
// stays light. Pointing at the button or focusing it starts the download a little earlier.
const loadDemo = () => import("../shop/demo/demo-dialog");
const DemoDialog = lazy(async () => ({ default: (await loadDemo()).DemoDialog }));
const preloadDemo = () => void loadDemo().catch(() => {});

function DemoLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-chocolate/40">
      <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 font-medium text-chocolate shadow-xl">
        <Spinner /> Chargement de la démo...
      </span>
    </div>
  );
}

/** 'Voir une démo' (docs/product.md#demo): opens the large dialog with a sample association's shop. */
export function OpenDemoButton({ label = "Voir une démo", ...props }: ButtonProps & { label?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        aria-haspopup="dialog"
        onPointerEnter={preloadDemo}
        onFocus={preloadDemo}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        {...props}
      >
        <CirclePlay aria-hidden="true" /> {label}
      </Button>
      {used ? (
        <LoadBoundary>
          <Suspense fallback={open ? <DemoLoading /> : null}>
            <DemoDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
