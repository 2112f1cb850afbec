// What other features may use of the portfolio (lint: no reaching into a feature).
export { publicCards, publicPortfolio, publicPortfolioSummary, publicProperty } from './queries';
export { persistImage } from './store-image';
export { jpegRenditions } from './jpeg-renditions';
export { floorPlanPdfFile, informationSheetFile } from './information-sheet-file';
export { findProperty } from './queries';
export { sheetItemLabel, type SheetItem } from './information-sheet';
