/**
 * The one entity model every list parser maps into and the engine indexes.
 * Values are kept as the publication gives them (no translation, no re-casing);
 * the engine normalises its own copies.
 */

/**
 * Publishers whose lists the product screens against. Mirrors `SANCTION_LISTS` in contracts.
 * `ca`: Canada (SEMA/JVCFOA consolidated autonomous list); `au`: Australia (DFAT consolidated list);
 * `us_csl`: the US export-control lists of the Consolidated Screening List (Commerce, State), the
 * Treasury lists it repeats being read from OFAC itself; `jp`: Japan (MOF asset-freeze list).
 */
export type SanctionListId = 'ofac' | 'un' | 'eu' | 'uk' | 'ca' | 'au' | 'us_csl' | 'jp';

/**
 * Issue 25: what a source lists. A sanctions hit means "do not proceed"; a PEP hit means
 * "enhanced due diligence"; a watchlist is an organisation's own list. A record without
 * `sourceKind` is a sanctions record.
 */
export type SourceKind = 'sanctions' | 'pep' | 'watchlist';

/** One id per PEP source, kept apart from {@link SanctionListId} so sanctions code stays exhaustive. */
export type PepListId = 'pep_us_congress' | 'pep_ftm';

/** Any official source the product reads: a sanctions list or a PEP source. */
export type ListId = SanctionListId | PepListId;

/**
 * An organisation's own watchlist (ADR 042). Its records are never in the shared index: each
 * organisation's are indexed apart, and which watchlist a record is on is its `listSource`.
 */
export type WatchlistListId = 'watchlist';

/** Any source the engine can index: an official one or an organisation's watchlist. */
export type IndexedListId = ListId | WatchlistListId;

/** What kind of party a record designates. `unknown` when the publication does not say. */
export type EntityType = 'individual' | 'entity' | 'vessel' | 'aircraft' | 'unknown';

/** Writing system of a name, detected from its letters (Arabic covers Persian, Pashto, Urdu). */
export type NameScript = 'latin' | 'arabic' | 'cyrillic' | 'other';

/**
 * How the publication qualifies a name:
 * - `primary`: the designation's main name;
 * - `aka`: a strong "also known as";
 * - `fka`: a former name;
 * - `weak`: a low-quality alias (OFAC "weak aka", UN "Low" quality, UK "low" alias type).
 */
export type NameKind = 'primary' | 'aka' | 'fka' | 'weak';

export interface EntityName {
  /** The name exactly as published (Arabic script preserved byte for byte). */
  full: string;
  /** Given name(s) when the publication separates them. */
  given?: string;
  /** Family name when the publication separates it. */
  family?: string;
  kind: NameKind;
  script: NameScript;
}

/**
 * A date as precise as the publication gives it. `year` alone for "1960";
 * `year`+`month` for "Jan 1960"; a range sets `toYear` (and optionally `toMonth`, `toDay`).
 * `circa` marks "approximately"/"circa".
 */
export interface PartialDate {
  /** The date text as published, e.g. "circa 1960", "1955 to 1958", "12 Jan 1961". */
  raw: string;
  year?: number;
  /** 1-12 */
  month?: number;
  /** 1-31 */
  day?: number;
  toYear?: number;
  toMonth?: number;
  toDay?: number;
  circa?: boolean;
}

export interface IdentityDocument {
  /** Document kind as published, e.g. "Passport", "National ID No.", "IMO". */
  type: string;
  number: string;
  country?: string;
  issuedOn?: string;
  expiresOn?: string;
  note?: string;
}

export interface EntityAddress {
  /** All parts joined as one line, for display. */
  full: string;
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

/**
 * What a publication says about a designated ship, each value as published ("North Korea",
 * "1676", "Crude Oil Tanker"). Kept apart from `documents` because analysts compare a hit's
 * flag, type and owner with the shipment, not only its identifiers.
 */
export interface VesselDetails {
  imoNumber?: string;
  callSign?: string;
  type?: string;
  flag?: string;
  /** Tonnage as published (OFAC's "Tonnage" column, UK "Tonnage of ship"). */
  tonnage?: string;
  grossRegisteredTonnage?: string;
  owner?: string;
}

export interface ListEntity<L extends IndexedListId = ListId> {
  /** The source: a sanctions list, a PEP source when `sourceKind` is `pep`, `watchlist` for an organisation's own. */
  sanctionList: L;
  /** The publication, e.g. "OFAC SDN", "OFAC Consolidated (non-SDN)", "UN Consolidated List", "EU Financial Sanctions Files", "UK OFSI Consolidated List", "UK Sanctions List (FCDO)". */
  listSource: string;
  /** The official identifier: OFAC ent_num/uid, UN REFERENCE_NUMBER (e.g. QDi.001), EU logicalId, UK OFSI Group ID / FCDO unique id. */
  sourceId: string;
  type: EntityType;
  /** Every name and alias; the first is the primary name. Never empty. */
  names: EntityName[];
  birthDates: PartialDate[];
  birthPlaces: string[];
  /** Nationalities and citizenships as published (country names or codes). */
  nationalities: string[];
  addresses: EntityAddress[];
  documents: IdentityDocument[];
  /** Programmes or regimes, e.g. "SDGT", "IRAN", "Al-Qaida", "Russia". */
  programmes: string[];
  titles: string[];
  gender?: 'male' | 'female';
  /** Free text remarks / other information as published. */
  remarks?: string;
  /** ISO date (YYYY-MM-DD) the party was listed, when published. */
  listedOn?: string;
  /** ISO date (YYYY-MM-DD) of the last change to the record, when published. */
  updatedOn?: string;
  /** Ship details, present when the publication gives any (not used in matching). */
  vessel?: VesselDetails;
  isActive: boolean;
  /** Absent on sanctions records (the default); see {@link SourceKind}. */
  sourceKind?: SourceKind;
  /** Positions, relatives and associates, when the record comes from a PEP source. */
  pep?: PepProfile;
}

/** Any record the engine indexes, an organisation's watchlist record included. */
export type AnyListEntity = ListEntity<IndexedListId>;

/** Level of a public function; a PEP's tier also knows `former` (see `pepTier` in @sanctions/lists). */
export type PepLevel = 'national' | 'regional' | 'international_organisation';

export type PepTier = PepLevel | 'former';

/** One public function held, as the source gives it. Dates are ISO (YYYY, YYYY-MM or YYYY-MM-DD). */
export interface PepPosition {
  /** The function, e.g. "US Senator for WA", "Minister of Defence". */
  role: string;
  /** The body or organisation, e.g. "United States Senate". */
  body?: string;
  /** ISO 3166-1 alpha-2 code when known, else as published. */
  country?: string;
  level: PepLevel;
  startDate?: string;
  endDate?: string;
  /** True when the source says the function has ended but gives no end date. */
  ended?: boolean;
}

/** A relative or close associate named by the source. */
export interface PepRelation {
  name: string;
  /** As published, e.g. "spouse", "son", "business partner". */
  relationship?: string;
  /** The related person's record id in the same source, when it has one. */
  sourceId?: string;
}

export interface PepProfile {
  positions: PepPosition[];
  relatives: PepRelation[];
  associates: PepRelation[];
}

/**
 * A record read from a PEP source. It has the shape of a {@link ListEntity} with a PEP list id, so
 * grouping and (once the engine's list ids include PEP sources) indexing treat it like any record.
 */
export interface PepEntity extends Omit<ListEntity, 'sanctionList' | 'sourceKind' | 'pep'> {
  sanctionList: PepListId;
  sourceKind: 'pep';
  pep: PepProfile;
}
