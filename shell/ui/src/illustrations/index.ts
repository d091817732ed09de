/**
 * Photos with their drawn fallbacks. An entry of its own, not shared like the kit's main one: the
 * drawings are bundled with the screens that show them, so the shell's first load does not carry
 * them. They keep no state; the asset address comes from the shared kit.
 */
export {
  ItemIllustration,
  ItemImage,
  type ItemImageProps,
  type PictureKind,
  type PictureSubject,
} from './ItemImage';
export { StageIllustration } from './StageIllustration';
