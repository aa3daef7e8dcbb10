export * from "./auth";
export * from "./accounts";
export * from "./campaigns";
export * from "./sales";
export * from "./mail";
export * from "./team";
export * from "./money";
export * from "./preparation";
