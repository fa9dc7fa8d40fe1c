// The fantasy game's Kamper is the public fixtures list (spec 001 §2).
export { default } from '../../features/fixtures/FixturesPage';
