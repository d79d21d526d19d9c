export const CHROMIUM_FLAGS: string[];
export const CHROMIUM_PATH: string;
export const TEST_CHROMIUM_PATH: string;
