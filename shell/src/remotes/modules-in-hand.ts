/** The modules loaded on this page, by federation id: the runtime keeps them, so a later load gives the same. */
const loaded = new Map<string, unknown>();

export const keepModuleInHand = (id: string, module: unknown): void => void loaded.set(id, module);

/** The module, when it has been loaded on this page already (a link read ahead), without waiting a task for it. */
export const moduleInHand = (id: string): unknown => loaded.get(id);
