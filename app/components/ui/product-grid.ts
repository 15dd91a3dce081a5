/** The catalogue's grids of groups and products: 3 columns, 2 at 1024 px or narrower, 1 at 768 px or narrower. */
export const productGridClass = 'grid grid-cols-1 gap-6 min-[769px]:grid-cols-2 min-[1025px]:grid-cols-3'
