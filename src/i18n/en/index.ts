/** The English interface texts (the data's texts are in content/*.yaml). */
export * from './home'
export * from './island-text'
export * from './lunch'
export * from './menu'
export * from './pages'
export * from './delivery'
export * from './site'
export * from './withdrawal'
