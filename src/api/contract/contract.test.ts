import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './all-endpoints';
import { authenticate } from './auth';
import { archiveBrand, setBrandTarget } from './brands';
import { RepMetrics, SCHEDULE_PARAMS } from './common';
import { masterList } from './database';
import { udsStats, workingStats, workingStatsWeek } from './time-efforts';
import type { ServerPayload } from './endpoint';
import { brandWeek } from './management';
import { facingsAdded, merchandisingData, merchandisingFilters, skuVoids } from './merchandising';
import { allPermissions, toServerPermissions } from './permissions';
import { REQUEST_PARAMS } from './request-params';
import { scorecardWeek } from './reports';
import { scheduleList, scheduleRepresentatives, scheduleSummary } from './schedule';
import { ScorecardFilesByBrand, deleteScorecardFile, uploadScorecardFile } from './scorecard-files';
import { listUsers, toAutoReportRequest, AutoReportRequest, type AutoReport } from './users';

describe('the endpoint registry', () => {
  it('holds well-formed, unique endpoints', () => {
    const keys = new Set<string>();
    for (const e of ALL_ENDPOINTS) {
      expect(e.path, e.path).toMatch(/^\/[a-z0-9/-]+$/);
      expect(e.summary.length, e.path).toBeGreaterThan(5);
      for (const p of e.params) expect(REQUEST_PARAMS).toContain(p);
      if (e.kind === 'blob') expect(e.failureSubject, e.path).toMatch(/\S/);
      const key = `${e.method} ${e.path}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
    }
  });

  it('covers every path SPEC.md section 7 names', () => {
    const paths = new Set(ALL_ENDPOINTS.map((e) => e.path));
    const named = [
      '/authenticate',
      '/authtest',
      '/users/register',
      '/users/edit',
      '/users/delete',
      '/users/list',
      '/users/filters',
      '/users/permissions',
      '/users/autoreports',
      '/users/autoreports/test',
      '/brands',
      '/brands/archive',
      '/brands/delete',
      '/brands/target-date',
      '/chain-scorecard/upload',
      '/chain-scorecard/download',
      '/chain-scorecard/delete',
      '/merchandising',
      '/merchandising/filters',
      '/merchandising/average-facings',
      '/merchandising/facings-added',
      '/merchandising/primary-placements',
      '/merchandising/shelf-placements',
      '/merchandising/secondary-placements',
      '/merchandising/pos-placements',
      '/merchandising/competitors',
      '/merchandising/account-pictures',
      '/merchandising/sku-retail-prices',
      '/merchandising/sku-voids',
      '/merchandising/tags-installed',
      '/merchandising/products-on-promotion',
      '/merchandising/total-facings',
      '/merchandising/xlsx',
      '/merchandising/reports/account-images',
      '/scorecard/week',
      '/scorecard/month',
      '/reports/filters',
      '/reports/scorecard/week',
      '/reports/scorecard/month',
      '/merchandising/reports/all-visits',
      '/merchandising/reports/voids-report',
      '/accounts/reports/all-statuses',
      '/accounts/reports/active-accounts',
      '/sales/reports/orders',
      '/reports/sales/all-by-distributor',
      '/reports/sales/by-distributor-by-sku',
      '/reports/sales/all-by-account',
      '/reports/sales/by-account-by-sku',
      '/masterlist',
      '/masterlist/download',
      '/masterlist/filters',
      '/sales',
      '/sales/filters',
      '/sales/totals',
      '/sales/xlsx',
      '/accounts',
      '/accounts/filters',
      '/accounts/xlsx',
    ];
    for (const p of named) expect(paths.has(p), p).toBe(true);
    for (const prefix of ['/management/', '/efforts/', '/schedules/']) {
      expect(
        ALL_ENDPOINTS.some((e) => e.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    // A path SPEC.md names is SPEC's call: at most its answer's shape is the project's.
    for (const e of ALL_ENDPOINTS.filter((e) => named.includes(e.path))) {
      expect([undefined, 'shape'], e.path).toContain(e.definedHere);
    }
    // Every other path is marked as the project's: its own call, or a path SPEC.md does not show.
    for (const e of ALL_ENDPOINTS.filter((e) => !named.includes(e.path))) {
      const spec = ['/management/', '/efforts/', '/schedules/', '/reports/chain/'].some((prefix) =>
        e.path.startsWith(prefix),
      );
      expect(e.definedHere, e.path).toBe(spec ? 'path' : 'call');
    }
  });

  it("sends the fields SPEC.md section 7 names under SPEC's names", () => {
    const sent = (path: string) => {
      const e = ALL_ENDPOINTS.find((x) => x.path === path);
      return [...(e?.params ?? []), ...(e?.extraParams ?? [])];
    };
    const spec: Record<string, string[]> = {
      '/users/register': ['login', 'password', 'allBrandsAccess', 'brands', 'brandFullName', 'isAdmin'],
      '/users/edit': ['login', 'password', 'allBrandsAccess', 'brands', 'brandFullName', 'isAdmin', 'active'],
      '/users/delete': ['login'],
      '/users/permissions': ['login', 'permissions'],
      '/users/autoreports': ['Login'],
      '/users/autoreports/test': ['Login'],
      '/brands/archive': ['brandName', 'active'],
      '/brands/delete': ['brandName'],
      '/brands/target-date': ['brands', 'representativeIDs', 'date', 'target'],
      '/chain-scorecard/upload': ['brand', 'file'],
      '/chain-scorecard/download': ['id'],
      '/chain-scorecard/delete': ['id'],
      '/merchandising/account-pictures': ['id', 'dateStart', 'dateEnd', 'brand'],
      '/merchandising/reports/account-images': ['dateStartReport'],
    };
    for (const [path, fields] of Object.entries(spec))
      expect(sent(path), path).toEqual(expect.arrayContaining(fields));
    // SPEC.md section 5's renames, and the management filter parameters of section 7.
    expect(sent('/management/brand/week')).toEqual(
      expect.arrayContaining([
        'dateStart',
        'dateEnd',
        'brand',
        'name',
        'address',
        'channels',
        'cities',
        'states',
        'chains',
        'representatives',
        'territories',
        'notVisitedIn',
        'accountsSource',
        'regions',
        'counties',
        'banners',
        'frequencies',
        'zipCode',
        'inactiveRepresentatives',
      ]),
    );
    expect(sent('/masterlist')).toContain('accountsActive');
  });

  it('schedule calls never send brand, distributors, SKU lists or notVisitedIn', () => {
    for (const p of [
      'brand',
      'distributors',
      'salesSkuNames',
      'merchandisingSkuNames',
      'notVisitedIn',
    ] as const) {
      expect(SCHEDULE_PARAMS).not.toContain(p);
    }
  });
});

describe('server payloads parse into domain values', () => {
  it('authenticate', () => {
    const payload: ServerPayload<typeof authenticate> = {
      Token: 'abc',
      TokenType: 'Bearer',
      Login: 'manager',
      IsAdmin: false,
      IsSuperAdmin: false,
      BrandFullName: 'Sunset Beverage Company',
      Permissions: { Sales: { Permissions: ['map'], Filters: ['brand'] } },
    };
    expect(authenticate.response.parse(payload)).toEqual({
      token: 'abc',
      tokenType: 'Bearer',
      user: {
        login: 'manager',
        isAdmin: false,
        isSuperAdmin: false,
        brandFullName: 'Sunset Beverage Company',
        permissions: { sales: { permissions: ['map'], filters: ['brand'] } },
      },
    });
    expect(authenticate.response.safeParse({ ...payload, Token: '' }).success).toBe(false);
  });

  const autoReport: AutoReport = {
    emailsTo: ['a@example.com'],
    emailsCc: [],
    repeatPeriod: 'week',
    repeatDays: 1,
    weekday: ['Monday'],
    monthRepeatMode: 'day',
    monthDays: [],
    monthWeekdayName: 'Monday',
    monthWeekdayNumber: 1,
    amountOfDays: 7,
    numberOfPeriods: 4,
    startsOnDate: '2026-01-05',
    endMode: 'never',
    endsOnDate: null,
    endsAfterNumber: null,
    chains: [],
    banners: [],
    channels: [],
    regions: [],
    counties: [],
    areas: [],
    accountReps: [],
    entireMarketplace: true,
    marketMetrics: ['visits'],
    filteredMetrics: [],
    marketplaceBeforePhoto: true,
    marketplaceAfterPhoto: false,
    marketplaceSecondaryPhoto: false,
    marketplaceSecondaryPhotoTypes: [],
    filteredBeforePhoto: false,
    filteredAfterPhoto: false,
    filteredSecondaryPhoto: false,
    filteredSecondaryPhotoTypes: [],
  };

  it('users list, with permissions and the report schedule round-tripping', () => {
    const request = toAutoReportRequest('manager', autoReport);
    expect(AutoReportRequest.parse(request).Login).toBe('manager');
    const { Login: _login, ...serverReport } = request;
    const users = listUsers.response.parse([
      {
        Login: 'manager',
        BrandFullName: 'Sunset Beverage Company',
        IsAdmin: false,
        IsSuperAdmin: false,
        Active: true,
        AllBrandsAccess: false,
        Brands: ['Sunset Soda'],
        LoginInfo: [
          {
            LastLoginDate: '2026-01-05',
            LastLoginTime: '09:15:00',
            IPAddress: '1.2.3.4',
            LastLoginLocation: 'Irvine',
          },
        ],
        PermissionsInfo: toServerPermissions(allPermissions()),
        AutoReportInfo: serverReport,
      },
    ]);
    expect(users[0]?.autoReport).toEqual(autoReport);
    expect(users[0]?.permissions).toEqual(allPermissions());
    expect(users[0]?.loginInfo[0]?.ipAddress).toBe('1.2.3.4');
  });

  it('brands and targets', () => {
    expect(archiveBrand.response.parse([{ BrandName: 'Sunset Soda', IsActive: false }])).toEqual([
      { name: 'Sunset Soda', isActive: false },
    ]);
    expect(
      setBrandTarget.response.safeParse({
        Brands: ['x'],
        RepresentativeIDs: [1],
        Date: '2026-01-01',
        Target: 11,
      }).success,
    ).toBe(false);
  });

  it('scorecard files per brand, and upload and delete answers that are not read', () => {
    expect(
      ScorecardFilesByBrand.parse({
        'Sunset Soda': [{ ScorecardID: 3, ScorecardFilename: 'Ralphs.xlsx' }],
      }),
    ).toEqual({ 'Sunset Soda': [{ id: 3, fileName: 'Ralphs.xlsx' }] });
    for (const answer of [undefined, '', { Ok: true }]) {
      expect(uploadScorecardFile.response.safeParse(answer).success).toBe(true);
      expect(deleteScorecardFile.response.safeParse(answer).success).toBe(true);
    }
  });

  it('merchandising data and series', () => {
    const data = merchandisingData.response.parse({
      Accounts: [
        {
          Id: 7,
          Name: 'Northgate Market',
          Address: '1 Main St, Downey, CA 90241',
          Status: { Name: 'Authorized', Date: '2026-01-02' },
          Coordinates: { Latitude: 33.94, Longitude: -118.13 },
          StorePictureUrl: null,
          CoolerPictureUrl: null,
          SecondCoolerPictureUrl: null,
          SnacksPictureUrl: null,
          LastDate: '2026-01-03',
          TotalVisits: 4,
          Representative: 'Alex Moreno',
          NextScheduledDate: null,
          DiscontinuedDate: null,
          Date: '2026-01-03',
          AuthorisedDate: '2025-12-01',
          PrimaryPlacementPictureUrl: '/api/photos/1.svg',
          SecondaryPlacementPictureUrl: null,
          SecondaryPlacementCount: 2,
          SecondaryPlacementCountPercentage: 50,
          PrimaryPlacement: 'Eye Level',
        },
      ],
      Summary: {
        Stores: 1,
        Forms: 2,
        Facings: 3,
        Reorders: 1,
        ReordersPercentage: 50,
        SecondaryPlacements: 2,
        SecondaryPlacementPercentage: 100,
        AvgFacings: 1.5,
        AvgSkus: 2,
        FacingsTotal: 3,
      },
    });
    expect(data.accounts[0]?.coordinates).toEqual({ lat: 33.94, lng: -118.13 });
    expect(data.summary.avgFacings).toBe(1.5);
    expect(data.accounts[0]?.primaryPlacement).toBe('Eye Level');
    expect(facingsAdded.response.parse([{ StartDate: '2026-01-05', Amount: 3 }])).toEqual([
      { startDate: '2026-01-05', amount: 3 },
    ]);
    expect(facingsAdded.response.safeParse([{ StartDate: '01/05/2026', Amount: 3 }]).success).toBe(false);
    expect(facingsAdded.response.safeParse([{ StartDate: '2026-01-05', Amount: '3' }]).success).toBe(false);
    expect(
      skuVoids.response.parse([
        { Status: 'Out of Stock', Skus: [{ SkuName: 'Cola', Amount: 2, Percentage: 100 }] },
      ]),
    ).toEqual([{ status: 'Out of Stock', skus: [{ skuName: 'Cola', amount: 2, percentage: 100 }] }]);
  });

  it('filter options', () => {
    const options = merchandisingFilters.response.parse({
      Brands: [{ Name: 'Sunset Soda', EarliestDate: '2023-08-01' }],
      AccountsSources: ['All Accounts'],
      Cities: { 'Sunset Soda': ['Irvine'] },
      States: {},
      Chains: {},
      Banners: {},
      ChannelTypes: {},
      Regions: {},
      Counties: {},
      Territories: {},
      Representatives: {},
      RepresentativesMetric: {},
      Distributors: [{ Name: 'Coastal', Brand: 'Sunset Soda' }],
      Frequencies: ['Weekly'],
      Statuses: [
        {
          Name: 'Authorized',
          Color: '#0a0',
          Image: '/api/markers/a.svg',
          SortOrder: 1,
          Disabled: false,
          DisabledOnMap: false,
        },
      ],
      Primary: [],
      Secondary: [],
      Locations: [],
      Types: [],
      Tags: ['No Tags'],
      Promo: ['On Promo'],
      Prices: {},
      Competitors: [],
      Placements: [],
      DublicateImages: [],
      Skus: [],
    });
    expect(options.brands).toEqual([{ name: 'Sunset Soda', earliestDate: '2023-08-01' }]);
    expect(options.cities['Sunset Soda']).toEqual(['Irvine']);
    expect(options.statuses[0]?.sortOrder).toBe(1);
  });

  it('representative metrics map server metric names to keys', () => {
    const metrics = brandWeek.response.parse({
      Total: 24,
      Rows: {
        'Alex Moreno': {
          HoursWorked: [{ DateStart: '2026-01-05', Value: 38.5 }],
          TotalCasesCount: [{ DateStart: '2026-01-05', Value: 12 }],
        },
      },
    });
    expect(metrics).toEqual({
      total: 24,
      rows: {
        'Alex Moreno': {
          hours: [{ dateStart: '2026-01-05', value: 38.5 }],
          totalCases: [{ dateStart: '2026-01-05', value: 12 }],
        },
      },
    });
    expect(RepMetrics.safeParse({ X: { NotAMetric: [] } }).success).toBe(false);
  });

  it('scorecard periods, time efforts, UDS, schedule and master list', () => {
    expect(scorecardWeek.response.safeParse([{ Label: 'Week', Start: '2026-01-05' }]).success).toBe(false);
    expect(
      workingStats.response.parse({
        Total: 120,
        Rows: [
          {
            Date: '2026-01-05',
            Representative: 'Alex Moreno',
            MinutesWorked: 480,
            Miles: 42.5,
            WorkdayStart: '08:00',
            WorkdayEnd: '16:00',
            FirstVisit: '08:30',
            LastVisit: null,
            MinutesTravel: 90,
            MinutesAtPlace: 300,
            MinutesAtPause: 30,
            Visits: 9,
          },
        ],
      }).rows[0]?.minutesWorked,
    ).toBe(480);
    const uds = udsStats.response.parse({
      Asms: ['Maria Delgado', 'Sam Cole'],
      Asm: 'Maria Delgado',
      Total: 14,
      Data: {
        'Maria Delgado': {
          TOTAL: { Target: [{ DateStart: '2026-01-05', Value: 5, Valid: true, IsSummary: true }] },
        },
      },
    });
    expect([uds.asms, uds.asm, uds.total]).toEqual([['Maria Delgado', 'Sam Cole'], 'Maria Delgado', 14]);
    expect(uds.data['Maria Delgado']?.TOTAL?.Target?.[0]).toEqual({
      date: '2026-01-05',
      value: 5,
      isValid: true,
      isSummary: true,
    });
    expect(
      workingStatsWeek.response.parse({
        Total: 24,
        Rows: { 'Ana Lopez': { HoursWorked: [{ DateStart: '2026-01-05', Value: 38.5 }] } },
      }),
    ).toEqual({ total: 24, rows: { 'Ana Lopez': { hours: [{ dateStart: '2026-01-05', value: 38.5 }] } } });
    expect(
      scheduleList.response.parse({
        Dates: ['2026-01-05', '2026-01-06'],
        Total: 24,
        Rows: [
          {
            Name: 'Alex Moreno',
            Days: [
              {
                Date: '2026-01-05',
                ScheduledVisits: [
                  { StoreName: 'A', Address: 'B', Status: 'Missed' },
                  { StoreName: 'C', Address: 'D', Status: 'Visited', AccountId: 7, Brand: 'Sunset Soda' },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual({
      dates: ['2026-01-05', '2026-01-06'],
      total: 24,
      rows: [
        {
          name: 'Alex Moreno',
          days: [
            {
              visitDate: '2026-01-05',
              visits: [
                // Without the project's optional account fields (a backend built from SPEC.md) a visit does not link.
                { name: 'A', address: 'B', status: 'Missed', account: null },
                { name: 'C', address: 'D', status: 'Visited', account: { id: 7, brand: 'Sunset Soda' } },
              ],
            },
          ],
        },
      ],
    });
    expect(
      scheduleSummary.response.parse({
        PlannedVisits: 10,
        AccountsVisited: 8,
        AccountsVisitedPercentage: 80,
        MissedVisits: 2,
        MissedVisitsPercentage: 20,
        UnplannedVisits: 1,
        HoursWorked: 40,
        MileageDriven: 120,
      }).visitedPercentage,
    ).toBe(80);
    expect(
      scheduleRepresentatives.response.parse({
        Total: 1,
        Representatives: ['Alex Moreno'],
        ByStatus: {
          Visited: [
            { DateStart: '2026-01-05', VisitsInfo: [{ Name: 'Alex Moreno', Amount: 3, Percentage: 100 }] },
          ],
        },
      }).byStatus.Visited?.[0]?.visitsData[0],
    ).toEqual({ visitName: 'Alex Moreno', value: 3, percentage: 100 });
    expect(masterList.response.safeParse({ Total: 0, Accounts: [] }).success).toBe(true);
  });
});
