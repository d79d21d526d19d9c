export const CHROMIUM_FLAGS: string[];
export const CHROMIUM_PATH: string;
