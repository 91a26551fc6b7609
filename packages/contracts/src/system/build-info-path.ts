/** Where the build metadata file is served, which the client polls to notice a new release (SPEC §2, §7). */
export const BUILD_INFO_PATH = '/builds/latest.json';
