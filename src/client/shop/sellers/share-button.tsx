import { lazy, Suspense, useState } from "react";
import { Share } from "lucide-react";
import { Button, type ButtonProps } from "../../components/ui/button";
import type { ShareSheetProps } from "./share-sheet";

// The sheet (and the dialog library under it) downloads on the first press, or when the pointer comes near.
const loadShareSheet = () => import("./share-sheet");
const ShareSheet = lazy(async () => ({ default: (await loadShareSheet()).ShareSheet }));

type ShareButtonProps = Omit<ShareSheetProps, "open" | "onOpenChange"> & {
  label?: string;
  className?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
};

/** 'Partager', opening the share sheet (share-sheet.tsx); the focus comes back to the button when it closes. */
export function ShareButton({ label = "Partager", className, variant = "outline", size = "md", ...share }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadShareSheet().catch(() => {})}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Share aria-hidden="true" />
        {label}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ShareSheet open={open} onOpenChange={setOpen} {...share} />
        </Suspense>
      ) : null}
    </>
  );
}
