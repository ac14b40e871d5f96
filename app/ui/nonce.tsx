import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The per-request CSP nonce, provided on the server; empty in the browser (where it is not needed). */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
