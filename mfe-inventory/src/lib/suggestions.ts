// Common places and tags, offered as people type and as the tag filter's chips; never a limit.
export const PROP_LOCATIONS = ['Storage Room A', 'Storage Room B', 'Prop Closet', 'Main Stage', 'Workshop'];
export const COSTUME_LOCATIONS = ['Costume Room A', 'Costume Room B', 'Wardrobe', 'Dressing Room', 'Storage'];
export const FILTER_TAGS = ['period', 'modern', 'vintage', 'ornate', 'simple', 'large', 'small', 'fragile'];
