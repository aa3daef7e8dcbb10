import { z } from "zod";
import { fr } from "zod/locales";

// Messages that our schemas don't spell out themselves (a number where text was expected, an unknown
// key...) come out in French too: whatever reaches the user is French (docs/product.md#conventions).
z.config(fr());
