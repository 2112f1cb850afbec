// What other features may use of the portals (docs/product.md#portals): the property form's section and the
// dashboard's panel.
export { PortalsSection, type PortalFormValues } from './PortalsSection';
export { PortalFeedsPanel } from './PortalFeedsPanel';
