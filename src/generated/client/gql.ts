/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CommentsOfShow($stationId: Int!, $first: Int, $after: String, $last: Int, $before: String, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, after: $after, last: $last, before: $before, statuses: $statuses) {\n        edges {\n          cursor\n          node {\n            uri\n            status\n            kind\n            text\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.CommentsOfShowDocument,
    "\n  query CommentsOfEpisode($uri: EpisodeUri!, $first: Int, $after: String, $kinds: [CommentKind!], $statuses: [CommentStatus!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: $first, after: $after, kinds: $kinds, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            kind\n            status\n            parentCommentUri\n            author {\n              __typename\n              ... on CommentListener {\n                username\n                displayName\n              }\n              ... on CommentShowAuthor {\n                showName\n              }\n            }\n            episode {\n              id\n              title\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.CommentsOfEpisodeDocument,
    "\n  mutation CommentsPublish($uri: String!) {\n    publishComment(commentUri: $uri) {\n      commentUri\n      success\n    }\n  }\n": typeof types.CommentsPublishDocument,
    "\n  mutation CommentsDelete($uri: String!, $status: CommentStatus) {\n    deleteComment(commentUri: $uri, status: $status) {\n      success\n    }\n  }\n": typeof types.CommentsDeleteDocument,
    "\n  mutation CommentsReply($uri: String!, $text: String!) {\n    replyToComment(commentUri: $uri, text: $text) {\n      commentUri\n      success\n    }\n  }\n": typeof types.CommentsReplyDocument,
    "\n  mutation CommentsMarkRead($uri: String!) {\n    markCommentRead(commentUri: $uri) {\n      success\n    }\n  }\n": typeof types.CommentsMarkReadDocument,
    "\n  mutation CommentsPin($uri: String!) {\n    pinComment(commentUri: $uri) {\n      success\n    }\n  }\n": typeof types.CommentsPinDocument,
    "\n  mutation CommentsUnpin($uri: String!) {\n    unpinComment(commentUri: $uri) {\n      success\n    }\n  }\n": typeof types.CommentsUnpinDocument,
    "\n  mutation CommentsBlock($stationId: Int!, $username: String!) {\n    blockCommenter(stationId: $stationId, username: $username) {\n      success\n      show {\n        stationId\n      }\n    }\n  }\n": typeof types.CommentsBlockDocument,
    "\n  mutation CommentsEnable($showUri: String!, $enabled: Boolean!) {\n    setCommentsEnabled(showUri: $showUri, enabled: $enabled) {\n      success\n      show {\n        stationId\n        isCommentsEnabled\n      }\n    }\n  }\n": typeof types.CommentsEnableDocument,
    "\n  mutation CommentsPolicy($stationId: Int!, $policy: ModerationPolicy!) {\n    setModerationPolicy(stationId: $stationId, policy: $policy) {\n      success\n      show {\n        moderationPolicy\n      }\n    }\n  }\n": typeof types.CommentsPolicyDocument,
    "\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n": typeof types.EpisodeByIdDocument,
    "\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n": typeof types.EpisodeTwiceByAliasDocument,
    "\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n": typeof types.EpisodeByUriDocument,
    "\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n": typeof types.EpisodeTitleDocument,
    "\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n": typeof types.TwoEpisodesDocument,
    "\n  query PartialEpisodeWithComments($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n": typeof types.PartialEpisodeWithCommentsDocument,
    "\n  query PartialShowWithUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n": typeof types.PartialShowWithUriDocument,
    "\n  query PartialUpstreamRootNextToRest {\n    showsForUser {\n      shows {\n        uri\n      }\n    }\n    region\n  }\n": typeof types.PartialUpstreamRootNextToRestDocument,
    "\n  mutation PartialTwoMutations($commentUri: String!, $stationId: Int!) {\n    markCommentRead(commentUri: $commentUri) {\n      success\n    }\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": typeof types.PartialTwoMutationsDocument,
    "\n  query PollsOfEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      poll {\n        episodeUri\n        question\n        type\n        options {\n          text\n          votes\n        }\n        opensAt\n        closesAt\n      }\n    }\n  }\n": typeof types.PollsOfEpisodeDocument,
    "\n  mutation PollsSave($uri: String, $id: Int, $input: PollInput!) {\n    savePoll(episodeUri: $uri, episodeId: $id, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n          }\n          opensAt\n          closesAt\n        }\n        episode {\n          id\n          title\n        }\n      }\n      ... on PollValidationError {\n        message\n        problems {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.PollsSaveDocument,
    "\n  mutation PollsDelete($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n      episode {\n        id\n      }\n    }\n  }\n": typeof types.PollsDeleteDocument,
    "\n  query RestAccountReads($userId: Int!) {\n    region\n    userVerification\n    termsAndContactability(userId: $userId) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    partnerIds(userId: $userId)\n  }\n": typeof types.RestAccountReadsDocument,
    "\n  query RestOnboarding($userId: Int!, $stationId: Int) {\n    onboarding(userId: $userId, stationId: $stationId) {\n      redirectStatus\n      steps\n    }\n  }\n": typeof types.RestOnboardingDocument,
    "\n  query RestStationsStatus {\n    stationsStatus\n  }\n": typeof types.RestStationsStatusDocument,
    "\n  query RestMonetization($stationId: Int!) {\n    show(stationId: $stationId) {\n      monetization {\n        paywallLifecycleState\n        walletAvailability\n        wallet\n        paywall\n      }\n    }\n  }\n": typeof types.RestMonetizationDocument,
    "\n  mutation RestSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n        pendingRequirements\n      }\n      products\n    }\n  }\n": typeof types.RestSyncMonetizationDocument,
    "\n  query RestColors($urls: [String!]!) {\n    coverArtColors(imageUrls: $urls) {\n      imageUrl\n      palette\n    }\n  }\n": typeof types.RestColorsDocument,
    "\n  query RestErrorReads {\n    region\n    userVerification\n  }\n": typeof types.RestErrorReadsDocument,
    "\n  query RestErrorTerms($userId: Int!) {\n    termsAndContactability(userId: $userId) {\n      countryRule\n    }\n  }\n": typeof types.RestErrorTermsDocument,
    "\n  mutation RestErrorSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": typeof types.RestErrorSyncIndexDocument,
    "\n  mutation RestErrorSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n      }\n    }\n  }\n": typeof types.RestErrorSyncMonetizationDocument,
    "\n  mutation RestErrorUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        title\n      }\n    }\n  }\n": typeof types.RestErrorUpdateDocument,
    "\n  mutation RestErrorPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n": typeof types.RestErrorPublishDocument,
    "\n  mutation RestIdempotentCreate($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      episode {\n        id\n        title\n      }\n    }\n  }\n": typeof types.RestIdempotentCreateDocument,
    "\n  mutation RestCreateEpisode($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      stationId\n      hourOffset\n      descriptionMatches\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n": typeof types.RestCreateEpisodeDocument,
    "\n  mutation RestScheduleEpisode($id: Int, $uri: String, $publishOn: DateTime!) {\n    scheduleEpisode(id: $id, uri: $uri, publishOn: $publishOn) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        publishOn\n        isExplicit\n      }\n    }\n  }\n": typeof types.RestScheduleEpisodeDocument,
    "\n  mutation RestPublishEpisode($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        isPublished\n      }\n    }\n  }\n": typeof types.RestPublishEpisodeDocument,
    "\n  mutation RestDeleteEpisode($id: Int, $uri: String, $confirm: Boolean!) {\n    deleteEpisode(id: $id, uri: $uri, confirmIrreversible: $confirm) {\n      deletedEpisodeId\n    }\n  }\n": typeof types.RestDeleteEpisodeDocument,
    "\n  query RestShowSettings($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n      uri\n      episodePageSettings\n      featuredEpisodeSettings\n      hostRecommendations\n    }\n  }\n": typeof types.RestShowSettingsDocument,
    "\n  query RestCategories {\n    podcastCategories {\n      name\n      subcategories\n    }\n  }\n": typeof types.RestCategoriesDocument,
    "\n  mutation RestUpdateShowMetadata($stationId: Int, $uri: String, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, uri: $uri, input: $input) {\n      show {\n        stationId\n        name\n        description\n        authorName\n        category {\n          primary\n          secondary\n        }\n        language\n      }\n    }\n  }\n": typeof types.RestUpdateShowMetadataDocument,
    "\n  mutation RestUpdateSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n        stationId\n      }\n      ... on SlugTaken {\n        slug\n        message\n      }\n    }\n  }\n": typeof types.RestUpdateSlugDocument,
    "\n  mutation RestSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": typeof types.RestSyncIndexDocument,
    "\n  query RestSponsored($id: Int!) {\n    episode(id: $id) {\n      id\n      containsSponsoredContent\n      again: containsSponsoredContent\n    }\n  }\n": typeof types.RestSponsoredDocument,
    "\n  mutation RestSetSponsored($id: Int, $uri: String, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, uri: $uri, containsSponsoredContent: $value) {\n      containsSponsoredContent\n      publishOnSent\n      episode {\n        id\n        containsSponsoredContent\n      }\n    }\n  }\n": typeof types.RestSetSponsoredDocument,
    "\n  query RestEpisodeFormData($uris: [String!]!) {\n    episodeFormData(episodeUris: $uris) {\n      episodeUri\n      data\n    }\n  }\n": typeof types.RestEpisodeFormDataDocument,
    "\n  query RestEpisodesWithForms($a: String!, $b: String!, $c: String!) {\n    a: episode(uri: $a) {\n      formData\n    }\n    b: episode(uri: $b) {\n      formData\n    }\n    c: episode(uri: $c) {\n      formData\n    }\n  }\n": typeof types.RestEpisodesWithFormsDocument,
    "\n  query RestShowForm($stationId: Int!) {\n    show(stationId: $stationId) {\n      formUrl\n    }\n  }\n": typeof types.RestShowFormDocument,
    "\n  query RestTrapDraft($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      isExplicit\n    }\n  }\n": typeof types.RestTrapDraftDocument,
    "\n  mutation RestTrapUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        isExplicit\n        episodeType\n      }\n    }\n  }\n": typeof types.RestTrapUpdateDocument,
    "\n  mutation RestTrapSponsored($id: Int!, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: $value) {\n      publishOnSent\n    }\n  }\n": typeof types.RestTrapSponsoredDocument,
    "\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n": typeof types.ShowByStationIdDocument,
    "\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n": typeof types.ShowByUriDocument,
    "\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    ": typeof types.ShowWithBothKeysDocument,
    "\n  query SlowClientEpisode($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n": typeof types.SlowClientEpisodeDocument,
    "\n  mutation SlowClientUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      bytesSent\n      failureReason\n    }\n  }\n": typeof types.SlowClientUploadDocument,
    "\n  query SlowClientUploadJob($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      failureReason\n    }\n  }\n": typeof types.SlowClientUploadJobDocument,
    "\n  query StitchShowEpisodesBothSides($stationId: Int!, $pageSize: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: $pageSize } }) {\n        items {\n          uri\n          id\n          state\n          isPublished\n          publishOn\n          title\n          analyticsStarts {\n            startsCount\n          }\n          analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n            type\n          }\n          poll {\n            question\n          }\n          comments(first: 2) {\n            edges {\n              node {\n                uri\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.StitchShowEpisodesBothSidesDocument,
    "\n  query StitchBatchedRootsWithOneForbidden($mine: EpisodeUri!, $theirs: EpisodeUri!, $alsoMine: EpisodeUri!) {\n    mine: episodeByUri(getEpisodeRequest: { episodeUri: $mine }) {\n      uri\n      id\n      title\n    }\n    theirs: episodeByUri(getEpisodeRequest: { episodeUri: $theirs }) {\n      uri\n      id\n      title\n    }\n    alsoMine: episodeByUri(getEpisodeRequest: { episodeUri: $alsoMine }) {\n      uri\n      state\n    }\n  }\n": typeof types.StitchBatchedRootsWithOneForbiddenDocument,
    "\n  query StitchItemsWithOneBadField($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          id\n          title\n          analyticsStarts {\n            startsCount\n          }\n          bad: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_CUSTOM }) {\n            type\n          }\n        }\n      }\n    }\n  }\n": typeof types.StitchItemsWithOneBadFieldDocument,
    "\n  query StitchEpisodeDuringOutage($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": typeof types.StitchEpisodeDuringOutageDocument,
    "\n  query StitchMyShowsAndEpisode($uri: String!) {\n    showsForUser {\n      shows {\n        stationId\n        name\n        description\n      }\n    }\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": typeof types.StitchMyShowsAndEpisodeDocument,
    "\n  query StitchShowsWithRestFields {\n    showsForUser {\n      shows {\n        name\n        uri\n        stationId\n        description\n        language\n      }\n    }\n  }\n": typeof types.StitchShowsWithRestFieldsDocument,
    "\n  query StitchShowWithGraphFields($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      analytics(getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          title\n          isExplicit\n        }\n      }\n    }\n  }\n": typeof types.StitchShowWithGraphFieldsDocument,
    "\n  query StitchShowRestOnly($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      uri\n    }\n  }\n": typeof types.StitchShowRestOnlyDocument,
    "\n  query StitchShowByShowUri($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      stationId\n      name\n      authorName\n      category {\n        primary\n      }\n    }\n  }\n": typeof types.StitchShowByShowUriDocument,
    "\n  query StitchEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      state\n      title\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": typeof types.StitchEpisodeByUriDocument,
    "\n  query StitchEpisodeWithAnalytics($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      uri\n      analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.StitchEpisodeWithAnalyticsDocument,
    "\n  query StitchEpisodeByUriRoot($uri: String!) {\n    episode(uri: $uri) {\n      id\n      state\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": typeof types.StitchEpisodeByUriRootDocument,
    "\n  query StitchEpisodeRestOnly($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isExplicit\n    }\n  }\n": typeof types.StitchEpisodeRestOnlyDocument,
    "\n  query StitchDraftEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": typeof types.StitchDraftEpisodeDocument,
    "\n  query StitchListedStates($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { filter: ALL_EPISODES, pagination: { pageSize: 100 } }) {\n        items {\n          uri\n          id\n          title\n          state\n        }\n      }\n    }\n  }\n": typeof types.StitchListedStatesDocument,
    "\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n": typeof types.UpdateEpisodeDocument,
    "\n  mutation StartDirectUpload($kind: UploadKind!, $episodeId: Int, $stationId: Int, $fileName: String!, $mimeType: String!, $size: Float!) {\n    startDirectUpload(kind: $kind, episodeId: $episodeId, stationId: $stationId, fileName: $fileName, mimeType: $mimeType, size: $size) {\n      uploadUrl\n      method\n      headers\n      job {\n        id\n        status\n        step\n        direct\n        totalBytes\n      }\n    }\n  }\n": typeof types.StartDirectUploadDocument,
    "\n  mutation RenewDirectUpload($jobId: ID!) {\n    renewDirectUpload(jobId: $jobId) {\n      uploadUrl\n      job {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RenewDirectUploadDocument,
    "\n  mutation FinishDirectUpload($jobId: ID!, $etag: String) {\n    finishDirectUpload(jobId: $jobId, etag: $etag) {\n      id\n      status\n      step\n      failureReason\n      bytesSent\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n": typeof types.FinishDirectUploadDocument,
    "\n  mutation UploadCoverArt($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      id\n      kind\n      status\n      step\n      bytesSent\n      stationId\n      episodeId\n    }\n  }\n": typeof types.UploadCoverArtDocument,
    "\n  mutation UploadThumbnail($episodeId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeThumbnail(episodeId: $episodeId, file: $file, size: $size) {\n      id\n      kind\n      status\n      episodeId\n    }\n  }\n": typeof types.UploadThumbnailDocument,
    "\n  mutation UploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureReason\n      failureCode\n      bytesSent\n      totalBytes\n      mimeType\n      validation {\n        mediaType\n        durationMs\n        duration\n      }\n    }\n  }\n": typeof types.UploadAudioDocument,
    "\n  mutation UploadVideo($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n": typeof types.UploadVideoDocument,
    "\n  query UploadJobState($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n    }\n  }\n": typeof types.UploadJobStateDocument,
    "\n  subscription UploadProgress($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      step\n      bytesSent\n      totalBytes\n    }\n  }\n": typeof types.UploadProgressDocument,
    "\n  mutation UploadAudioFollowed($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n": typeof types.UploadAudioFollowedDocument,
    "\n  mutation StartDirectCover($stationId: Int!, $size: Float!) {\n    startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: \"cover.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n": typeof types.StartDirectCoverDocument,
    "\n  mutation FinishDirectCover($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId, waitForProcessing: false) {\n      id\n      status\n    }\n  }\n": typeof types.FinishDirectCoverDocument,
    "\n  mutation PublishEpisodeWithMedia($input: PublishEpisodeWithMediaInput!, $file: Upload!, $size: Float) {\n    publishEpisodeWithMedia(input: $input, file: $file, size: $size) {\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        episodeType\n        isExplicit\n      }\n      job {\n        id\n        kind\n        status\n        episodeId\n        failureReason\n      }\n      failure {\n        failedStep\n        code\n        message\n        createdEpisodeId\n        mediaUploaded\n      }\n    }\n  }\n": typeof types.PublishEpisodeWithMediaDocument,
    "\n  subscription UploadProgressOnReplica($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      bytesSent\n    }\n  }\n": typeof types.UploadProgressOnReplicaDocument,
    "\n  mutation UploadAudioOnReplica($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n": typeof types.UploadAudioOnReplicaDocument,
    "\n  query UploadJobOnReplica($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      bytesSent\n      validation {\n        mediaType\n      }\n    }\n  }\n": typeof types.UploadJobOnReplicaDocument,
    "\n  mutation StartDirectOnReplica($episodeId: Int!, $size: Float!) {\n    startDirectUpload(kind: EPISODE_THUMBNAIL, episodeId: $episodeId, fileName: \"t.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n": typeof types.StartDirectOnReplicaDocument,
    "\n  mutation FinishDirectOnReplica($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId) {\n      status\n    }\n  }\n": typeof types.FinishDirectOnReplicaDocument,
    "\n  mutation UploadAudioChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n      totalBytes\n    }\n  }\n": typeof types.UploadAudioCheckedDocument,
    "\n  mutation UploadVideoChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n    }\n  }\n": typeof types.UploadVideoCheckedDocument,
    "\n  query UploadJobAfterDisconnect($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      step\n      failureCode\n      failureReason\n    }\n  }\n": typeof types.UploadJobAfterDisconnectDocument,
    "\n  query EnvelopeEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      state\n    }\n  }\n": typeof types.EnvelopeEpisodeDocument,
    "\n  query EnvelopeShows {\n    showsForUser {\n      shows {\n        name\n        stationId\n      }\n    }\n  }\n": typeof types.EnvelopeShowsDocument,
    "\n  mutation EnvelopeDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n": typeof types.EnvelopeDeleteCommentDocument,
    "\n  query VariantEpisode($id: Int, $uri: String) {\n    episode(id: $id, uri: $uri) {\n      id\n      title\n      state\n      isPublished\n      episodeType\n      isExplicit\n    }\n  }\n": typeof types.VariantEpisodeDocument,
    "\n  query VariantEpisodeUri($id: Int!) {\n    episode(id: $id) {\n      id\n      uri\n      title\n    }\n  }\n": typeof types.VariantEpisodeUriDocument,
    "\n  query VariantShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      language\n      imageUrl\n      category {\n        primary\n        secondary\n      }\n      uri\n    }\n  }\n": typeof types.VariantShowDocument,
    "\n  mutation VariantUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n      }\n    }\n  }\n": typeof types.VariantUpdateDocument,
    "\n  query VariantShowsForUser {\n    showsForUser {\n      shows {\n        uri\n        name\n        stationId\n        description\n        category {\n          primary\n        }\n      }\n    }\n  }\n": typeof types.VariantShowsForUserDocument,
    "\n  query VariantEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      title\n      state\n      episodeType\n      publishedOn {\n        seconds\n      }\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": typeof types.VariantEpisodeByUriDocument,
    "\n  query VariantShowComments($stationId: Int!, $first: Int, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.VariantShowCommentsDocument,
    "\n  query VariantEpisodeComments($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 50, statuses: [PUBLISHED, NEEDS_REVIEW]) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            approvedAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.VariantEpisodeCommentsDocument,
    "\n  query VariantReplies($stationId: Int!, $kinds: [CommentKind!]) {\n    show(stationId: $stationId) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n": typeof types.VariantRepliesDocument,
    "\n  query VariantEpisodeReplies($uri: EpisodeUri!, $kinds: [CommentKind!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n          }\n        }\n      }\n    }\n  }\n": typeof types.VariantEpisodeRepliesDocument,
    "\n  query VariantPoll($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      poll {\n        question\n      }\n    }\n  }\n": typeof types.VariantPollDocument,
    "\n  mutation VariantSavePoll($uri: String!, $input: PollInput!) {\n    savePoll(episodeUri: $uri, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n            votes\n          }\n          opensAt\n          closesAt\n        }\n      }\n    }\n  }\n": typeof types.VariantSavePollDocument,
    "\n  mutation VariantDeletePoll($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n    }\n  }\n": typeof types.VariantDeletePollDocument,
    "\n  mutation VariantPublishComment($uri: String!) {\n    publishComment(commentUri: $uri) {\n      success\n    }\n  }\n": typeof types.VariantPublishCommentDocument,
    "\n  mutation VariantDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n": typeof types.VariantDeleteCommentDocument,
    "\n  query VariantForeignShow($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      name\n    }\n  }\n": typeof types.VariantForeignShowDocument,
    "\n  query VariantRestEverything($stationId: Int!, $showUri: String!, $episodeId: Int!, $episodeUri: String!, $imageUrls: [String!]!, $episodeUris: [String!]!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n        isStationMarkedAsSpam\n      }\n      uri\n      formUrl\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n    }\n    byUri: show(uri: $showUri) {\n      stationId\n      name\n    }\n    episode(id: $episodeId) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n      containsSponsoredContent\n    }\n    episodeByUri: episode(uri: $episodeUri) {\n      id\n      state\n    }\n    region\n    termsAndContactability(userId: 1001) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n": typeof types.VariantRestEverythingDocument,
    "\n  query VariantRestShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n    }\n  }\n": typeof types.VariantRestShowDocument,
    "\n  query VariantRestShowUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      uri\n    }\n  }\n": typeof types.VariantRestShowUriDocument,
    "\n  query VariantRestShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n": typeof types.VariantRestShowByUriDocument,
    "\n  query VariantRestEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n": typeof types.VariantRestEpisodeDocument,
    "\n  mutation VariantRestUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n": typeof types.VariantRestUpdateDocument,
    "\n  mutation VariantRestPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n": typeof types.VariantRestPublishDocument,
    "\n  mutation VariantRestCreate($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      stationId\n      created\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n": typeof types.VariantRestCreateDocument,
    "\n  mutation VariantRestDelete($id: Int!) {\n    deleteEpisode(id: $id, confirmIrreversible: true) {\n      deletedEpisodeId\n    }\n  }\n": typeof types.VariantRestDeleteDocument,
    "\n  mutation VariantRestSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n      }\n      ... on SlugTaken {\n        slug\n      }\n    }\n  }\n": typeof types.VariantRestSlugDocument,
    "\n  mutation VariantRestMetadata($stationId: Int!, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, input: $input) {\n      show {\n        stationId\n        name\n        description\n      }\n    }\n  }\n": typeof types.VariantRestMetadataDocument,
    "\n  mutation VariantRestSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": typeof types.VariantRestSyncDocument,
    "\n  query VariantRestShapes($imageUrls: [String!]!, $episodeUris: [String!]!) {\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n": typeof types.VariantRestShapesDocument,
    "\n  mutation VariantRestSponsored($id: Int!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: true) {\n      containsSponsoredContent\n    }\n  }\n": typeof types.VariantRestSponsoredDocument,
    "\n  query VariantRestEpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n    }\n  }\n": typeof types.VariantRestEpisodeByUriDocument,
    "\n  mutation FitSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": typeof types.FitSyncDocument,
    "\n  query FitShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n    }\n  }\n": typeof types.FitShowDocument,
    "\n  mutation VariantUploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n": typeof types.VariantUploadAudioDocument,
    "\n  mutation VariantUploadCover($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n    }\n  }\n": typeof types.VariantUploadCoverDocument,
};
const documents: Documents = {
    "\n  query CommentsOfShow($stationId: Int!, $first: Int, $after: String, $last: Int, $before: String, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, after: $after, last: $last, before: $before, statuses: $statuses) {\n        edges {\n          cursor\n          node {\n            uri\n            status\n            kind\n            text\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.CommentsOfShowDocument,
    "\n  query CommentsOfEpisode($uri: EpisodeUri!, $first: Int, $after: String, $kinds: [CommentKind!], $statuses: [CommentStatus!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: $first, after: $after, kinds: $kinds, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            kind\n            status\n            parentCommentUri\n            author {\n              __typename\n              ... on CommentListener {\n                username\n                displayName\n              }\n              ... on CommentShowAuthor {\n                showName\n              }\n            }\n            episode {\n              id\n              title\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.CommentsOfEpisodeDocument,
    "\n  mutation CommentsPublish($uri: String!) {\n    publishComment(commentUri: $uri) {\n      commentUri\n      success\n    }\n  }\n": types.CommentsPublishDocument,
    "\n  mutation CommentsDelete($uri: String!, $status: CommentStatus) {\n    deleteComment(commentUri: $uri, status: $status) {\n      success\n    }\n  }\n": types.CommentsDeleteDocument,
    "\n  mutation CommentsReply($uri: String!, $text: String!) {\n    replyToComment(commentUri: $uri, text: $text) {\n      commentUri\n      success\n    }\n  }\n": types.CommentsReplyDocument,
    "\n  mutation CommentsMarkRead($uri: String!) {\n    markCommentRead(commentUri: $uri) {\n      success\n    }\n  }\n": types.CommentsMarkReadDocument,
    "\n  mutation CommentsPin($uri: String!) {\n    pinComment(commentUri: $uri) {\n      success\n    }\n  }\n": types.CommentsPinDocument,
    "\n  mutation CommentsUnpin($uri: String!) {\n    unpinComment(commentUri: $uri) {\n      success\n    }\n  }\n": types.CommentsUnpinDocument,
    "\n  mutation CommentsBlock($stationId: Int!, $username: String!) {\n    blockCommenter(stationId: $stationId, username: $username) {\n      success\n      show {\n        stationId\n      }\n    }\n  }\n": types.CommentsBlockDocument,
    "\n  mutation CommentsEnable($showUri: String!, $enabled: Boolean!) {\n    setCommentsEnabled(showUri: $showUri, enabled: $enabled) {\n      success\n      show {\n        stationId\n        isCommentsEnabled\n      }\n    }\n  }\n": types.CommentsEnableDocument,
    "\n  mutation CommentsPolicy($stationId: Int!, $policy: ModerationPolicy!) {\n    setModerationPolicy(stationId: $stationId, policy: $policy) {\n      success\n      show {\n        moderationPolicy\n      }\n    }\n  }\n": types.CommentsPolicyDocument,
    "\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n": types.EpisodeByIdDocument,
    "\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n": types.EpisodeTwiceByAliasDocument,
    "\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n": types.EpisodeByUriDocument,
    "\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n": types.EpisodeTitleDocument,
    "\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n": types.TwoEpisodesDocument,
    "\n  query PartialEpisodeWithComments($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n": types.PartialEpisodeWithCommentsDocument,
    "\n  query PartialShowWithUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n": types.PartialShowWithUriDocument,
    "\n  query PartialUpstreamRootNextToRest {\n    showsForUser {\n      shows {\n        uri\n      }\n    }\n    region\n  }\n": types.PartialUpstreamRootNextToRestDocument,
    "\n  mutation PartialTwoMutations($commentUri: String!, $stationId: Int!) {\n    markCommentRead(commentUri: $commentUri) {\n      success\n    }\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": types.PartialTwoMutationsDocument,
    "\n  query PollsOfEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      poll {\n        episodeUri\n        question\n        type\n        options {\n          text\n          votes\n        }\n        opensAt\n        closesAt\n      }\n    }\n  }\n": types.PollsOfEpisodeDocument,
    "\n  mutation PollsSave($uri: String, $id: Int, $input: PollInput!) {\n    savePoll(episodeUri: $uri, episodeId: $id, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n          }\n          opensAt\n          closesAt\n        }\n        episode {\n          id\n          title\n        }\n      }\n      ... on PollValidationError {\n        message\n        problems {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.PollsSaveDocument,
    "\n  mutation PollsDelete($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n      episode {\n        id\n      }\n    }\n  }\n": types.PollsDeleteDocument,
    "\n  query RestAccountReads($userId: Int!) {\n    region\n    userVerification\n    termsAndContactability(userId: $userId) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    partnerIds(userId: $userId)\n  }\n": types.RestAccountReadsDocument,
    "\n  query RestOnboarding($userId: Int!, $stationId: Int) {\n    onboarding(userId: $userId, stationId: $stationId) {\n      redirectStatus\n      steps\n    }\n  }\n": types.RestOnboardingDocument,
    "\n  query RestStationsStatus {\n    stationsStatus\n  }\n": types.RestStationsStatusDocument,
    "\n  query RestMonetization($stationId: Int!) {\n    show(stationId: $stationId) {\n      monetization {\n        paywallLifecycleState\n        walletAvailability\n        wallet\n        paywall\n      }\n    }\n  }\n": types.RestMonetizationDocument,
    "\n  mutation RestSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n        pendingRequirements\n      }\n      products\n    }\n  }\n": types.RestSyncMonetizationDocument,
    "\n  query RestColors($urls: [String!]!) {\n    coverArtColors(imageUrls: $urls) {\n      imageUrl\n      palette\n    }\n  }\n": types.RestColorsDocument,
    "\n  query RestErrorReads {\n    region\n    userVerification\n  }\n": types.RestErrorReadsDocument,
    "\n  query RestErrorTerms($userId: Int!) {\n    termsAndContactability(userId: $userId) {\n      countryRule\n    }\n  }\n": types.RestErrorTermsDocument,
    "\n  mutation RestErrorSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": types.RestErrorSyncIndexDocument,
    "\n  mutation RestErrorSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n      }\n    }\n  }\n": types.RestErrorSyncMonetizationDocument,
    "\n  mutation RestErrorUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        title\n      }\n    }\n  }\n": types.RestErrorUpdateDocument,
    "\n  mutation RestErrorPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n": types.RestErrorPublishDocument,
    "\n  mutation RestIdempotentCreate($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      episode {\n        id\n        title\n      }\n    }\n  }\n": types.RestIdempotentCreateDocument,
    "\n  mutation RestCreateEpisode($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      stationId\n      hourOffset\n      descriptionMatches\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n": types.RestCreateEpisodeDocument,
    "\n  mutation RestScheduleEpisode($id: Int, $uri: String, $publishOn: DateTime!) {\n    scheduleEpisode(id: $id, uri: $uri, publishOn: $publishOn) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        publishOn\n        isExplicit\n      }\n    }\n  }\n": types.RestScheduleEpisodeDocument,
    "\n  mutation RestPublishEpisode($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        isPublished\n      }\n    }\n  }\n": types.RestPublishEpisodeDocument,
    "\n  mutation RestDeleteEpisode($id: Int, $uri: String, $confirm: Boolean!) {\n    deleteEpisode(id: $id, uri: $uri, confirmIrreversible: $confirm) {\n      deletedEpisodeId\n    }\n  }\n": types.RestDeleteEpisodeDocument,
    "\n  query RestShowSettings($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n      uri\n      episodePageSettings\n      featuredEpisodeSettings\n      hostRecommendations\n    }\n  }\n": types.RestShowSettingsDocument,
    "\n  query RestCategories {\n    podcastCategories {\n      name\n      subcategories\n    }\n  }\n": types.RestCategoriesDocument,
    "\n  mutation RestUpdateShowMetadata($stationId: Int, $uri: String, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, uri: $uri, input: $input) {\n      show {\n        stationId\n        name\n        description\n        authorName\n        category {\n          primary\n          secondary\n        }\n        language\n      }\n    }\n  }\n": types.RestUpdateShowMetadataDocument,
    "\n  mutation RestUpdateSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n        stationId\n      }\n      ... on SlugTaken {\n        slug\n        message\n      }\n    }\n  }\n": types.RestUpdateSlugDocument,
    "\n  mutation RestSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": types.RestSyncIndexDocument,
    "\n  query RestSponsored($id: Int!) {\n    episode(id: $id) {\n      id\n      containsSponsoredContent\n      again: containsSponsoredContent\n    }\n  }\n": types.RestSponsoredDocument,
    "\n  mutation RestSetSponsored($id: Int, $uri: String, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, uri: $uri, containsSponsoredContent: $value) {\n      containsSponsoredContent\n      publishOnSent\n      episode {\n        id\n        containsSponsoredContent\n      }\n    }\n  }\n": types.RestSetSponsoredDocument,
    "\n  query RestEpisodeFormData($uris: [String!]!) {\n    episodeFormData(episodeUris: $uris) {\n      episodeUri\n      data\n    }\n  }\n": types.RestEpisodeFormDataDocument,
    "\n  query RestEpisodesWithForms($a: String!, $b: String!, $c: String!) {\n    a: episode(uri: $a) {\n      formData\n    }\n    b: episode(uri: $b) {\n      formData\n    }\n    c: episode(uri: $c) {\n      formData\n    }\n  }\n": types.RestEpisodesWithFormsDocument,
    "\n  query RestShowForm($stationId: Int!) {\n    show(stationId: $stationId) {\n      formUrl\n    }\n  }\n": types.RestShowFormDocument,
    "\n  query RestTrapDraft($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      isExplicit\n    }\n  }\n": types.RestTrapDraftDocument,
    "\n  mutation RestTrapUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        isExplicit\n        episodeType\n      }\n    }\n  }\n": types.RestTrapUpdateDocument,
    "\n  mutation RestTrapSponsored($id: Int!, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: $value) {\n      publishOnSent\n    }\n  }\n": types.RestTrapSponsoredDocument,
    "\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n": types.ShowByStationIdDocument,
    "\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n": types.ShowByUriDocument,
    "\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    ": types.ShowWithBothKeysDocument,
    "\n  query SlowClientEpisode($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n": types.SlowClientEpisodeDocument,
    "\n  mutation SlowClientUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      bytesSent\n      failureReason\n    }\n  }\n": types.SlowClientUploadDocument,
    "\n  query SlowClientUploadJob($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      failureReason\n    }\n  }\n": types.SlowClientUploadJobDocument,
    "\n  query StitchShowEpisodesBothSides($stationId: Int!, $pageSize: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: $pageSize } }) {\n        items {\n          uri\n          id\n          state\n          isPublished\n          publishOn\n          title\n          analyticsStarts {\n            startsCount\n          }\n          analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n            type\n          }\n          poll {\n            question\n          }\n          comments(first: 2) {\n            edges {\n              node {\n                uri\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.StitchShowEpisodesBothSidesDocument,
    "\n  query StitchBatchedRootsWithOneForbidden($mine: EpisodeUri!, $theirs: EpisodeUri!, $alsoMine: EpisodeUri!) {\n    mine: episodeByUri(getEpisodeRequest: { episodeUri: $mine }) {\n      uri\n      id\n      title\n    }\n    theirs: episodeByUri(getEpisodeRequest: { episodeUri: $theirs }) {\n      uri\n      id\n      title\n    }\n    alsoMine: episodeByUri(getEpisodeRequest: { episodeUri: $alsoMine }) {\n      uri\n      state\n    }\n  }\n": types.StitchBatchedRootsWithOneForbiddenDocument,
    "\n  query StitchItemsWithOneBadField($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          id\n          title\n          analyticsStarts {\n            startsCount\n          }\n          bad: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_CUSTOM }) {\n            type\n          }\n        }\n      }\n    }\n  }\n": types.StitchItemsWithOneBadFieldDocument,
    "\n  query StitchEpisodeDuringOutage($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": types.StitchEpisodeDuringOutageDocument,
    "\n  query StitchMyShowsAndEpisode($uri: String!) {\n    showsForUser {\n      shows {\n        stationId\n        name\n        description\n      }\n    }\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": types.StitchMyShowsAndEpisodeDocument,
    "\n  query StitchShowsWithRestFields {\n    showsForUser {\n      shows {\n        name\n        uri\n        stationId\n        description\n        language\n      }\n    }\n  }\n": types.StitchShowsWithRestFieldsDocument,
    "\n  query StitchShowWithGraphFields($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      analytics(getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          title\n          isExplicit\n        }\n      }\n    }\n  }\n": types.StitchShowWithGraphFieldsDocument,
    "\n  query StitchShowRestOnly($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      uri\n    }\n  }\n": types.StitchShowRestOnlyDocument,
    "\n  query StitchShowByShowUri($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      stationId\n      name\n      authorName\n      category {\n        primary\n      }\n    }\n  }\n": types.StitchShowByShowUriDocument,
    "\n  query StitchEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      state\n      title\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": types.StitchEpisodeByUriDocument,
    "\n  query StitchEpisodeWithAnalytics($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      uri\n      analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n": types.StitchEpisodeWithAnalyticsDocument,
    "\n  query StitchEpisodeByUriRoot($uri: String!) {\n    episode(uri: $uri) {\n      id\n      state\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": types.StitchEpisodeByUriRootDocument,
    "\n  query StitchEpisodeRestOnly($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isExplicit\n    }\n  }\n": types.StitchEpisodeRestOnlyDocument,
    "\n  query StitchDraftEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": types.StitchDraftEpisodeDocument,
    "\n  query StitchListedStates($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { filter: ALL_EPISODES, pagination: { pageSize: 100 } }) {\n        items {\n          uri\n          id\n          title\n          state\n        }\n      }\n    }\n  }\n": types.StitchListedStatesDocument,
    "\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n": types.UpdateEpisodeDocument,
    "\n  mutation StartDirectUpload($kind: UploadKind!, $episodeId: Int, $stationId: Int, $fileName: String!, $mimeType: String!, $size: Float!) {\n    startDirectUpload(kind: $kind, episodeId: $episodeId, stationId: $stationId, fileName: $fileName, mimeType: $mimeType, size: $size) {\n      uploadUrl\n      method\n      headers\n      job {\n        id\n        status\n        step\n        direct\n        totalBytes\n      }\n    }\n  }\n": types.StartDirectUploadDocument,
    "\n  mutation RenewDirectUpload($jobId: ID!) {\n    renewDirectUpload(jobId: $jobId) {\n      uploadUrl\n      job {\n        id\n        status\n      }\n    }\n  }\n": types.RenewDirectUploadDocument,
    "\n  mutation FinishDirectUpload($jobId: ID!, $etag: String) {\n    finishDirectUpload(jobId: $jobId, etag: $etag) {\n      id\n      status\n      step\n      failureReason\n      bytesSent\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n": types.FinishDirectUploadDocument,
    "\n  mutation UploadCoverArt($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      id\n      kind\n      status\n      step\n      bytesSent\n      stationId\n      episodeId\n    }\n  }\n": types.UploadCoverArtDocument,
    "\n  mutation UploadThumbnail($episodeId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeThumbnail(episodeId: $episodeId, file: $file, size: $size) {\n      id\n      kind\n      status\n      episodeId\n    }\n  }\n": types.UploadThumbnailDocument,
    "\n  mutation UploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureReason\n      failureCode\n      bytesSent\n      totalBytes\n      mimeType\n      validation {\n        mediaType\n        durationMs\n        duration\n      }\n    }\n  }\n": types.UploadAudioDocument,
    "\n  mutation UploadVideo($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n": types.UploadVideoDocument,
    "\n  query UploadJobState($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n    }\n  }\n": types.UploadJobStateDocument,
    "\n  subscription UploadProgress($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      step\n      bytesSent\n      totalBytes\n    }\n  }\n": types.UploadProgressDocument,
    "\n  mutation UploadAudioFollowed($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n": types.UploadAudioFollowedDocument,
    "\n  mutation StartDirectCover($stationId: Int!, $size: Float!) {\n    startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: \"cover.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n": types.StartDirectCoverDocument,
    "\n  mutation FinishDirectCover($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId, waitForProcessing: false) {\n      id\n      status\n    }\n  }\n": types.FinishDirectCoverDocument,
    "\n  mutation PublishEpisodeWithMedia($input: PublishEpisodeWithMediaInput!, $file: Upload!, $size: Float) {\n    publishEpisodeWithMedia(input: $input, file: $file, size: $size) {\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        episodeType\n        isExplicit\n      }\n      job {\n        id\n        kind\n        status\n        episodeId\n        failureReason\n      }\n      failure {\n        failedStep\n        code\n        message\n        createdEpisodeId\n        mediaUploaded\n      }\n    }\n  }\n": types.PublishEpisodeWithMediaDocument,
    "\n  subscription UploadProgressOnReplica($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      bytesSent\n    }\n  }\n": types.UploadProgressOnReplicaDocument,
    "\n  mutation UploadAudioOnReplica($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n": types.UploadAudioOnReplicaDocument,
    "\n  query UploadJobOnReplica($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      bytesSent\n      validation {\n        mediaType\n      }\n    }\n  }\n": types.UploadJobOnReplicaDocument,
    "\n  mutation StartDirectOnReplica($episodeId: Int!, $size: Float!) {\n    startDirectUpload(kind: EPISODE_THUMBNAIL, episodeId: $episodeId, fileName: \"t.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n": types.StartDirectOnReplicaDocument,
    "\n  mutation FinishDirectOnReplica($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId) {\n      status\n    }\n  }\n": types.FinishDirectOnReplicaDocument,
    "\n  mutation UploadAudioChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n      totalBytes\n    }\n  }\n": types.UploadAudioCheckedDocument,
    "\n  mutation UploadVideoChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n    }\n  }\n": types.UploadVideoCheckedDocument,
    "\n  query UploadJobAfterDisconnect($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      step\n      failureCode\n      failureReason\n    }\n  }\n": types.UploadJobAfterDisconnectDocument,
    "\n  query EnvelopeEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      state\n    }\n  }\n": types.EnvelopeEpisodeDocument,
    "\n  query EnvelopeShows {\n    showsForUser {\n      shows {\n        name\n        stationId\n      }\n    }\n  }\n": types.EnvelopeShowsDocument,
    "\n  mutation EnvelopeDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n": types.EnvelopeDeleteCommentDocument,
    "\n  query VariantEpisode($id: Int, $uri: String) {\n    episode(id: $id, uri: $uri) {\n      id\n      title\n      state\n      isPublished\n      episodeType\n      isExplicit\n    }\n  }\n": types.VariantEpisodeDocument,
    "\n  query VariantEpisodeUri($id: Int!) {\n    episode(id: $id) {\n      id\n      uri\n      title\n    }\n  }\n": types.VariantEpisodeUriDocument,
    "\n  query VariantShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      language\n      imageUrl\n      category {\n        primary\n        secondary\n      }\n      uri\n    }\n  }\n": types.VariantShowDocument,
    "\n  mutation VariantUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n      }\n    }\n  }\n": types.VariantUpdateDocument,
    "\n  query VariantShowsForUser {\n    showsForUser {\n      shows {\n        uri\n        name\n        stationId\n        description\n        category {\n          primary\n        }\n      }\n    }\n  }\n": types.VariantShowsForUserDocument,
    "\n  query VariantEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      title\n      state\n      episodeType\n      publishedOn {\n        seconds\n      }\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n": types.VariantEpisodeByUriDocument,
    "\n  query VariantShowComments($stationId: Int!, $first: Int, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.VariantShowCommentsDocument,
    "\n  query VariantEpisodeComments($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 50, statuses: [PUBLISHED, NEEDS_REVIEW]) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            approvedAt\n          }\n        }\n      }\n    }\n  }\n": types.VariantEpisodeCommentsDocument,
    "\n  query VariantReplies($stationId: Int!, $kinds: [CommentKind!]) {\n    show(stationId: $stationId) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n": types.VariantRepliesDocument,
    "\n  query VariantEpisodeReplies($uri: EpisodeUri!, $kinds: [CommentKind!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n          }\n        }\n      }\n    }\n  }\n": types.VariantEpisodeRepliesDocument,
    "\n  query VariantPoll($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      poll {\n        question\n      }\n    }\n  }\n": types.VariantPollDocument,
    "\n  mutation VariantSavePoll($uri: String!, $input: PollInput!) {\n    savePoll(episodeUri: $uri, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n            votes\n          }\n          opensAt\n          closesAt\n        }\n      }\n    }\n  }\n": types.VariantSavePollDocument,
    "\n  mutation VariantDeletePoll($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n    }\n  }\n": types.VariantDeletePollDocument,
    "\n  mutation VariantPublishComment($uri: String!) {\n    publishComment(commentUri: $uri) {\n      success\n    }\n  }\n": types.VariantPublishCommentDocument,
    "\n  mutation VariantDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n": types.VariantDeleteCommentDocument,
    "\n  query VariantForeignShow($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      name\n    }\n  }\n": types.VariantForeignShowDocument,
    "\n  query VariantRestEverything($stationId: Int!, $showUri: String!, $episodeId: Int!, $episodeUri: String!, $imageUrls: [String!]!, $episodeUris: [String!]!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n        isStationMarkedAsSpam\n      }\n      uri\n      formUrl\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n    }\n    byUri: show(uri: $showUri) {\n      stationId\n      name\n    }\n    episode(id: $episodeId) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n      containsSponsoredContent\n    }\n    episodeByUri: episode(uri: $episodeUri) {\n      id\n      state\n    }\n    region\n    termsAndContactability(userId: 1001) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n": types.VariantRestEverythingDocument,
    "\n  query VariantRestShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n    }\n  }\n": types.VariantRestShowDocument,
    "\n  query VariantRestShowUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      uri\n    }\n  }\n": types.VariantRestShowUriDocument,
    "\n  query VariantRestShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n": types.VariantRestShowByUriDocument,
    "\n  query VariantRestEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n": types.VariantRestEpisodeDocument,
    "\n  mutation VariantRestUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n": types.VariantRestUpdateDocument,
    "\n  mutation VariantRestPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n": types.VariantRestPublishDocument,
    "\n  mutation VariantRestCreate($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      stationId\n      created\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n": types.VariantRestCreateDocument,
    "\n  mutation VariantRestDelete($id: Int!) {\n    deleteEpisode(id: $id, confirmIrreversible: true) {\n      deletedEpisodeId\n    }\n  }\n": types.VariantRestDeleteDocument,
    "\n  mutation VariantRestSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n      }\n      ... on SlugTaken {\n        slug\n      }\n    }\n  }\n": types.VariantRestSlugDocument,
    "\n  mutation VariantRestMetadata($stationId: Int!, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, input: $input) {\n      show {\n        stationId\n        name\n        description\n      }\n    }\n  }\n": types.VariantRestMetadataDocument,
    "\n  mutation VariantRestSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": types.VariantRestSyncDocument,
    "\n  query VariantRestShapes($imageUrls: [String!]!, $episodeUris: [String!]!) {\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n": types.VariantRestShapesDocument,
    "\n  mutation VariantRestSponsored($id: Int!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: true) {\n      containsSponsoredContent\n    }\n  }\n": types.VariantRestSponsoredDocument,
    "\n  query VariantRestEpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n    }\n  }\n": types.VariantRestEpisodeByUriDocument,
    "\n  mutation FitSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n": types.FitSyncDocument,
    "\n  query FitShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n    }\n  }\n": types.FitShowDocument,
    "\n  mutation VariantUploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n": types.VariantUploadAudioDocument,
    "\n  mutation VariantUploadCover($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n    }\n  }\n": types.VariantUploadCoverDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentsOfShow($stationId: Int!, $first: Int, $after: String, $last: Int, $before: String, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, after: $after, last: $last, before: $before, statuses: $statuses) {\n        edges {\n          cursor\n          node {\n            uri\n            status\n            kind\n            text\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentsOfShow($stationId: Int!, $first: Int, $after: String, $last: Int, $before: String, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, after: $after, last: $last, before: $before, statuses: $statuses) {\n        edges {\n          cursor\n          node {\n            uri\n            status\n            kind\n            text\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentsOfEpisode($uri: EpisodeUri!, $first: Int, $after: String, $kinds: [CommentKind!], $statuses: [CommentStatus!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: $first, after: $after, kinds: $kinds, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            kind\n            status\n            parentCommentUri\n            author {\n              __typename\n              ... on CommentListener {\n                username\n                displayName\n              }\n              ... on CommentShowAuthor {\n                showName\n              }\n            }\n            episode {\n              id\n              title\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentsOfEpisode($uri: EpisodeUri!, $first: Int, $after: String, $kinds: [CommentKind!], $statuses: [CommentStatus!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: $first, after: $after, kinds: $kinds, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            kind\n            status\n            parentCommentUri\n            author {\n              __typename\n              ... on CommentListener {\n                username\n                displayName\n              }\n              ... on CommentShowAuthor {\n                showName\n              }\n            }\n            episode {\n              id\n              title\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsPublish($uri: String!) {\n    publishComment(commentUri: $uri) {\n      commentUri\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsPublish($uri: String!) {\n    publishComment(commentUri: $uri) {\n      commentUri\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsDelete($uri: String!, $status: CommentStatus) {\n    deleteComment(commentUri: $uri, status: $status) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsDelete($uri: String!, $status: CommentStatus) {\n    deleteComment(commentUri: $uri, status: $status) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsReply($uri: String!, $text: String!) {\n    replyToComment(commentUri: $uri, text: $text) {\n      commentUri\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsReply($uri: String!, $text: String!) {\n    replyToComment(commentUri: $uri, text: $text) {\n      commentUri\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsMarkRead($uri: String!) {\n    markCommentRead(commentUri: $uri) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsMarkRead($uri: String!) {\n    markCommentRead(commentUri: $uri) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsPin($uri: String!) {\n    pinComment(commentUri: $uri) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsPin($uri: String!) {\n    pinComment(commentUri: $uri) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsUnpin($uri: String!) {\n    unpinComment(commentUri: $uri) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsUnpin($uri: String!) {\n    unpinComment(commentUri: $uri) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsBlock($stationId: Int!, $username: String!) {\n    blockCommenter(stationId: $stationId, username: $username) {\n      success\n      show {\n        stationId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsBlock($stationId: Int!, $username: String!) {\n    blockCommenter(stationId: $stationId, username: $username) {\n      success\n      show {\n        stationId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsEnable($showUri: String!, $enabled: Boolean!) {\n    setCommentsEnabled(showUri: $showUri, enabled: $enabled) {\n      success\n      show {\n        stationId\n        isCommentsEnabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsEnable($showUri: String!, $enabled: Boolean!) {\n    setCommentsEnabled(showUri: $showUri, enabled: $enabled) {\n      success\n      show {\n        stationId\n        isCommentsEnabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsPolicy($stationId: Int!, $policy: ModerationPolicy!) {\n    setModerationPolicy(stationId: $stationId, policy: $policy) {\n      success\n      show {\n        moderationPolicy\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CommentsPolicy($stationId: Int!, $policy: ModerationPolicy!) {\n    setModerationPolicy(stationId: $stationId, policy: $policy) {\n      success\n      show {\n        moderationPolicy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query EpisodeById($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query EpisodeTwiceByAlias($id: Int!) {\n    first: episode(id: $id) {\n      title\n      state\n    }\n    second: episode(id: $id) {\n      heading: title\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query EpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query EpisodeTitle($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query TwoEpisodes($good: Int!, $bad: Int!) {\n    good: episode(id: $good) {\n      title\n    }\n    bad: episode(id: $bad) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartialEpisodeWithComments($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartialEpisodeWithComments($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartialShowWithUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartialShowWithUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      comments(first: 2) {\n        edges {\n          node {\n            uri\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartialUpstreamRootNextToRest {\n    showsForUser {\n      shows {\n        uri\n      }\n    }\n    region\n  }\n"): (typeof documents)["\n  query PartialUpstreamRootNextToRest {\n    showsForUser {\n      shows {\n        uri\n      }\n    }\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartialTwoMutations($commentUri: String!, $stationId: Int!) {\n    markCommentRead(commentUri: $commentUri) {\n      success\n    }\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"): (typeof documents)["\n  mutation PartialTwoMutations($commentUri: String!, $stationId: Int!) {\n    markCommentRead(commentUri: $commentUri) {\n      success\n    }\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PollsOfEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      poll {\n        episodeUri\n        question\n        type\n        options {\n          text\n          votes\n        }\n        opensAt\n        closesAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PollsOfEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      poll {\n        episodeUri\n        question\n        type\n        options {\n          text\n          votes\n        }\n        opensAt\n        closesAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PollsSave($uri: String, $id: Int, $input: PollInput!) {\n    savePoll(episodeUri: $uri, episodeId: $id, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n          }\n          opensAt\n          closesAt\n        }\n        episode {\n          id\n          title\n        }\n      }\n      ... on PollValidationError {\n        message\n        problems {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PollsSave($uri: String, $id: Int, $input: PollInput!) {\n    savePoll(episodeUri: $uri, episodeId: $id, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n          }\n          opensAt\n          closesAt\n        }\n        episode {\n          id\n          title\n        }\n      }\n      ... on PollValidationError {\n        message\n        problems {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PollsDelete($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n      episode {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PollsDelete($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n      episode {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAccountReads($userId: Int!) {\n    region\n    userVerification\n    termsAndContactability(userId: $userId) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    partnerIds(userId: $userId)\n  }\n"): (typeof documents)["\n  query RestAccountReads($userId: Int!) {\n    region\n    userVerification\n    termsAndContactability(userId: $userId) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    partnerIds(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestOnboarding($userId: Int!, $stationId: Int) {\n    onboarding(userId: $userId, stationId: $stationId) {\n      redirectStatus\n      steps\n    }\n  }\n"): (typeof documents)["\n  query RestOnboarding($userId: Int!, $stationId: Int) {\n    onboarding(userId: $userId, stationId: $stationId) {\n      redirectStatus\n      steps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestStationsStatus {\n    stationsStatus\n  }\n"): (typeof documents)["\n  query RestStationsStatus {\n    stationsStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestMonetization($stationId: Int!) {\n    show(stationId: $stationId) {\n      monetization {\n        paywallLifecycleState\n        walletAvailability\n        wallet\n        paywall\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestMonetization($stationId: Int!) {\n    show(stationId: $stationId) {\n      monetization {\n        paywallLifecycleState\n        walletAvailability\n        wallet\n        paywall\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n        pendingRequirements\n      }\n      products\n    }\n  }\n"): (typeof documents)["\n  mutation RestSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n        pendingRequirements\n      }\n      products\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestColors($urls: [String!]!) {\n    coverArtColors(imageUrls: $urls) {\n      imageUrl\n      palette\n    }\n  }\n"): (typeof documents)["\n  query RestColors($urls: [String!]!) {\n    coverArtColors(imageUrls: $urls) {\n      imageUrl\n      palette\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestErrorReads {\n    region\n    userVerification\n  }\n"): (typeof documents)["\n  query RestErrorReads {\n    region\n    userVerification\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestErrorTerms($userId: Int!) {\n    termsAndContactability(userId: $userId) {\n      countryRule\n    }\n  }\n"): (typeof documents)["\n  query RestErrorTerms($userId: Int!) {\n    termsAndContactability(userId: $userId) {\n      countryRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestErrorSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"): (typeof documents)["\n  mutation RestErrorSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestErrorSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestErrorSyncMonetization($stationId: Int!) {\n    syncMonetizationLifecycle(stationId: $stationId) {\n      partnerProgram {\n        lifecycleState\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestErrorUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestErrorUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      episode {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestErrorPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n"): (typeof documents)["\n  mutation RestErrorPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestIdempotentCreate($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      episode {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestIdempotentCreate($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      episode {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateEpisode($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      stationId\n      hourOffset\n      descriptionMatches\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestCreateEpisode($input: CreateEpisodeInput!, $key: String) {\n    createEpisode(input: $input, idempotencyKey: $key) {\n      created\n      stationId\n      hourOffset\n      descriptionMatches\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestScheduleEpisode($id: Int, $uri: String, $publishOn: DateTime!) {\n    scheduleEpisode(id: $id, uri: $uri, publishOn: $publishOn) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        publishOn\n        isExplicit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestScheduleEpisode($id: Int, $uri: String, $publishOn: DateTime!) {\n    scheduleEpisode(id: $id, uri: $uri, publishOn: $publishOn) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        publishOn\n        isExplicit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestPublishEpisode($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        isPublished\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestPublishEpisode($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n      didChangePublishState\n      episode {\n        id\n        title\n        state\n        isPublished\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestDeleteEpisode($id: Int, $uri: String, $confirm: Boolean!) {\n    deleteEpisode(id: $id, uri: $uri, confirmIrreversible: $confirm) {\n      deletedEpisodeId\n    }\n  }\n"): (typeof documents)["\n  mutation RestDeleteEpisode($id: Int, $uri: String, $confirm: Boolean!) {\n    deleteEpisode(id: $id, uri: $uri, confirmIrreversible: $confirm) {\n      deletedEpisodeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestShowSettings($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n      uri\n      episodePageSettings\n      featuredEpisodeSettings\n      hostRecommendations\n    }\n  }\n"): (typeof documents)["\n  query RestShowSettings($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n      uri\n      episodePageSettings\n      featuredEpisodeSettings\n      hostRecommendations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestCategories {\n    podcastCategories {\n      name\n      subcategories\n    }\n  }\n"): (typeof documents)["\n  query RestCategories {\n    podcastCategories {\n      name\n      subcategories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateShowMetadata($stationId: Int, $uri: String, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, uri: $uri, input: $input) {\n      show {\n        stationId\n        name\n        description\n        authorName\n        category {\n          primary\n          secondary\n        }\n        language\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateShowMetadata($stationId: Int, $uri: String, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, uri: $uri, input: $input) {\n      show {\n        stationId\n        name\n        description\n        authorName\n        category {\n          primary\n          secondary\n        }\n        language\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestUpdateSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n        stationId\n      }\n      ... on SlugTaken {\n        slug\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestUpdateSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n        stationId\n      }\n      ... on SlugTaken {\n        slug\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"): (typeof documents)["\n  mutation RestSyncIndex($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSponsored($id: Int!) {\n    episode(id: $id) {\n      id\n      containsSponsoredContent\n      again: containsSponsoredContent\n    }\n  }\n"): (typeof documents)["\n  query RestSponsored($id: Int!) {\n    episode(id: $id) {\n      id\n      containsSponsoredContent\n      again: containsSponsoredContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestSetSponsored($id: Int, $uri: String, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, uri: $uri, containsSponsoredContent: $value) {\n      containsSponsoredContent\n      publishOnSent\n      episode {\n        id\n        containsSponsoredContent\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestSetSponsored($id: Int, $uri: String, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, uri: $uri, containsSponsoredContent: $value) {\n      containsSponsoredContent\n      publishOnSent\n      episode {\n        id\n        containsSponsoredContent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEpisodeFormData($uris: [String!]!) {\n    episodeFormData(episodeUris: $uris) {\n      episodeUri\n      data\n    }\n  }\n"): (typeof documents)["\n  query RestEpisodeFormData($uris: [String!]!) {\n    episodeFormData(episodeUris: $uris) {\n      episodeUri\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestEpisodesWithForms($a: String!, $b: String!, $c: String!) {\n    a: episode(uri: $a) {\n      formData\n    }\n    b: episode(uri: $b) {\n      formData\n    }\n    c: episode(uri: $c) {\n      formData\n    }\n  }\n"): (typeof documents)["\n  query RestEpisodesWithForms($a: String!, $b: String!, $c: String!) {\n    a: episode(uri: $a) {\n      formData\n    }\n    b: episode(uri: $b) {\n      formData\n    }\n    c: episode(uri: $c) {\n      formData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestShowForm($stationId: Int!) {\n    show(stationId: $stationId) {\n      formUrl\n    }\n  }\n"): (typeof documents)["\n  query RestShowForm($stationId: Int!) {\n    show(stationId: $stationId) {\n      formUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestTrapDraft($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query RestTrapDraft($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestTrapUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        isExplicit\n        episodeType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestTrapUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        isExplicit\n        episodeType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestTrapSponsored($id: Int!, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: $value) {\n      publishOnSent\n    }\n  }\n"): (typeof documents)["\n  mutation RestTrapSponsored($id: Int!, $value: Boolean!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: $value) {\n      publishOnSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowByStationId($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    "): (typeof documents)["\n      query ShowWithBothKeys {\n        show(stationId: 5001, uri: \"platform:show:x\") {\n          stationId\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlowClientEpisode($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query SlowClientEpisode($id: Int!) {\n    episode(id: $id) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SlowClientUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      bytesSent\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  mutation SlowClientUpload($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      bytesSent\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlowClientUploadJob($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  query SlowClientUploadJob($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchShowEpisodesBothSides($stationId: Int!, $pageSize: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: $pageSize } }) {\n        items {\n          uri\n          id\n          state\n          isPublished\n          publishOn\n          title\n          analyticsStarts {\n            startsCount\n          }\n          analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n            type\n          }\n          poll {\n            question\n          }\n          comments(first: 2) {\n            edges {\n              node {\n                uri\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchShowEpisodesBothSides($stationId: Int!, $pageSize: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      episodesV2(listEpisodesV2Request: { filter: PUBLISHED_EPISODES, pagination: { pageSize: $pageSize } }) {\n        items {\n          uri\n          id\n          state\n          isPublished\n          publishOn\n          title\n          analyticsStarts {\n            startsCount\n          }\n          analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n            type\n          }\n          poll {\n            question\n          }\n          comments(first: 2) {\n            edges {\n              node {\n                uri\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchBatchedRootsWithOneForbidden($mine: EpisodeUri!, $theirs: EpisodeUri!, $alsoMine: EpisodeUri!) {\n    mine: episodeByUri(getEpisodeRequest: { episodeUri: $mine }) {\n      uri\n      id\n      title\n    }\n    theirs: episodeByUri(getEpisodeRequest: { episodeUri: $theirs }) {\n      uri\n      id\n      title\n    }\n    alsoMine: episodeByUri(getEpisodeRequest: { episodeUri: $alsoMine }) {\n      uri\n      state\n    }\n  }\n"): (typeof documents)["\n  query StitchBatchedRootsWithOneForbidden($mine: EpisodeUri!, $theirs: EpisodeUri!, $alsoMine: EpisodeUri!) {\n    mine: episodeByUri(getEpisodeRequest: { episodeUri: $mine }) {\n      uri\n      id\n      title\n    }\n    theirs: episodeByUri(getEpisodeRequest: { episodeUri: $theirs }) {\n      uri\n      id\n      title\n    }\n    alsoMine: episodeByUri(getEpisodeRequest: { episodeUri: $alsoMine }) {\n      uri\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchItemsWithOneBadField($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          id\n          title\n          analyticsStarts {\n            startsCount\n          }\n          bad: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_CUSTOM }) {\n            type\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchItemsWithOneBadField($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          id\n          title\n          analyticsStarts {\n            startsCount\n          }\n          bad: analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_CUSTOM }) {\n            type\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchEpisodeDuringOutage($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchEpisodeDuringOutage($uri: String!) {\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchMyShowsAndEpisode($uri: String!) {\n    showsForUser {\n      shows {\n        stationId\n        name\n        description\n      }\n    }\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchMyShowsAndEpisode($uri: String!) {\n    showsForUser {\n      shows {\n        stationId\n        name\n        description\n      }\n    }\n    episode(uri: $uri) {\n      id\n      title\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchShowsWithRestFields {\n    showsForUser {\n      shows {\n        name\n        uri\n        stationId\n        description\n        language\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchShowsWithRestFields {\n    showsForUser {\n      shows {\n        name\n        uri\n        stationId\n        description\n        language\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchShowWithGraphFields($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      analytics(getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          title\n          isExplicit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchShowWithGraphFields($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n      uri\n      analytics(getShowAnalyticsRequest: { showAnalyticsMetricType: SHOW_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {\n        items {\n          title\n          isExplicit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchShowRestOnly($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      uri\n    }\n  }\n"): (typeof documents)["\n  query StitchShowRestOnly($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      uri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchShowByShowUri($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      stationId\n      name\n      authorName\n      category {\n        primary\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchShowByShowUri($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      stationId\n      name\n      authorName\n      category {\n        primary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      state\n      title\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      state\n      title\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchEpisodeWithAnalytics($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      uri\n      analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchEpisodeWithAnalytics($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      uri\n      analytics(getEpisodePlayCountRequest: { episodeAnalyticsMetricType: EPISODE_PLAYS, aggregationType: AGGREGATION_TYPE_TOTAL, window: WINDOW_ALL_TIME }) {\n        analyticsValue {\n          analyticsValue {\n            __typename\n            ... on SingleValueLong {\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchEpisodeByUriRoot($uri: String!) {\n    episode(uri: $uri) {\n      id\n      state\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchEpisodeByUriRoot($uri: String!) {\n    episode(uri: $uri) {\n      id\n      state\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchEpisodeRestOnly($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query StitchEpisodeRestOnly($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchDraftEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchDraftEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StitchListedStates($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { filter: ALL_EPISODES, pagination: { pageSize: 100 } }) {\n        items {\n          uri\n          id\n          title\n          state\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StitchListedStates($stationId: Int!) {\n    show(stationId: $stationId) {\n      episodesV2(listEpisodesV2Request: { filter: ALL_EPISODES, pagination: { pageSize: 100 } }) {\n        items {\n          uri\n          id\n          title\n          state\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEpisode($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        description\n        state\n        isPublished\n        publishOn\n        episodeType\n        isExplicit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDirectUpload($kind: UploadKind!, $episodeId: Int, $stationId: Int, $fileName: String!, $mimeType: String!, $size: Float!) {\n    startDirectUpload(kind: $kind, episodeId: $episodeId, stationId: $stationId, fileName: $fileName, mimeType: $mimeType, size: $size) {\n      uploadUrl\n      method\n      headers\n      job {\n        id\n        status\n        step\n        direct\n        totalBytes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDirectUpload($kind: UploadKind!, $episodeId: Int, $stationId: Int, $fileName: String!, $mimeType: String!, $size: Float!) {\n    startDirectUpload(kind: $kind, episodeId: $episodeId, stationId: $stationId, fileName: $fileName, mimeType: $mimeType, size: $size) {\n      uploadUrl\n      method\n      headers\n      job {\n        id\n        status\n        step\n        direct\n        totalBytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewDirectUpload($jobId: ID!) {\n    renewDirectUpload(jobId: $jobId) {\n      uploadUrl\n      job {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenewDirectUpload($jobId: ID!) {\n    renewDirectUpload(jobId: $jobId) {\n      uploadUrl\n      job {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishDirectUpload($jobId: ID!, $etag: String) {\n    finishDirectUpload(jobId: $jobId, etag: $etag) {\n      id\n      status\n      step\n      failureReason\n      bytesSent\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishDirectUpload($jobId: ID!, $etag: String) {\n    finishDirectUpload(jobId: $jobId, etag: $etag) {\n      id\n      status\n      step\n      failureReason\n      bytesSent\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCoverArt($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      id\n      kind\n      status\n      step\n      bytesSent\n      stationId\n      episodeId\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCoverArt($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      id\n      kind\n      status\n      step\n      bytesSent\n      stationId\n      episodeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadThumbnail($episodeId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeThumbnail(episodeId: $episodeId, file: $file, size: $size) {\n      id\n      kind\n      status\n      episodeId\n    }\n  }\n"): (typeof documents)["\n  mutation UploadThumbnail($episodeId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeThumbnail(episodeId: $episodeId, file: $file, size: $size) {\n      id\n      kind\n      status\n      episodeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureReason\n      failureCode\n      bytesSent\n      totalBytes\n      mimeType\n      validation {\n        mediaType\n        durationMs\n        duration\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureReason\n      failureCode\n      bytesSent\n      totalBytes\n      mimeType\n      validation {\n        mediaType\n        durationMs\n        duration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadVideo($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadVideo($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadJobState($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n    }\n  }\n"): (typeof documents)["\n  query UploadJobState($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UploadProgress($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      step\n      bytesSent\n      totalBytes\n    }\n  }\n"): (typeof documents)["\n  subscription UploadProgress($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      step\n      bytesSent\n      totalBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAudioFollowed($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAudioFollowed($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDirectCover($stationId: Int!, $size: Float!) {\n    startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: \"cover.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDirectCover($stationId: Int!, $size: Float!) {\n    startDirectUpload(kind: SHOW_COVER_ART, stationId: $stationId, fileName: \"cover.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishDirectCover($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId, waitForProcessing: false) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FinishDirectCover($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId, waitForProcessing: false) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEpisodeWithMedia($input: PublishEpisodeWithMediaInput!, $file: Upload!, $size: Float) {\n    publishEpisodeWithMedia(input: $input, file: $file, size: $size) {\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        episodeType\n        isExplicit\n      }\n      job {\n        id\n        kind\n        status\n        episodeId\n        failureReason\n      }\n      failure {\n        failedStep\n        code\n        message\n        createdEpisodeId\n        mediaUploaded\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishEpisodeWithMedia($input: PublishEpisodeWithMediaInput!, $file: Upload!, $size: Float) {\n    publishEpisodeWithMedia(input: $input, file: $file, size: $size) {\n      episode {\n        id\n        title\n        description\n        state\n        publishOn\n        episodeType\n        isExplicit\n      }\n      job {\n        id\n        kind\n        status\n        episodeId\n        failureReason\n      }\n      failure {\n        failedStep\n        code\n        message\n        createdEpisodeId\n        mediaUploaded\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UploadProgressOnReplica($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      bytesSent\n    }\n  }\n"): (typeof documents)["\n  subscription UploadProgressOnReplica($jobId: ID!) {\n    uploadProgress(jobId: $jobId) {\n      id\n      status\n      bytesSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAudioOnReplica($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAudioOnReplica($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadJobOnReplica($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      bytesSent\n      validation {\n        mediaType\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadJobOnReplica($id: ID!) {\n    uploadJob(id: $id) {\n      id\n      status\n      bytesSent\n      validation {\n        mediaType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDirectOnReplica($episodeId: Int!, $size: Float!) {\n    startDirectUpload(kind: EPISODE_THUMBNAIL, episodeId: $episodeId, fileName: \"t.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDirectOnReplica($episodeId: Int!, $size: Float!) {\n    startDirectUpload(kind: EPISODE_THUMBNAIL, episodeId: $episodeId, fileName: \"t.png\", mimeType: \"image/png\", size: $size) {\n      uploadUrl\n      headers\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishDirectOnReplica($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FinishDirectOnReplica($jobId: ID!) {\n    finishDirectUpload(jobId: $jobId) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAudioChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n      totalBytes\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAudioChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float, $jobId: ID) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size, jobId: $jobId) {\n      id\n      status\n      step\n      failureCode\n      failureReason\n      bytesSent\n      totalBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadVideoChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UploadVideoChecked($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeVideo(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadJobAfterDisconnect($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      step\n      failureCode\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  query UploadJobAfterDisconnect($id: ID!) {\n    uploadJob(id: $id) {\n      status\n      step\n      failureCode\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnvelopeEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      state\n    }\n  }\n"): (typeof documents)["\n  query EnvelopeEpisode($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnvelopeShows {\n    showsForUser {\n      shows {\n        name\n        stationId\n      }\n    }\n  }\n"): (typeof documents)["\n  query EnvelopeShows {\n    showsForUser {\n      shows {\n        name\n        stationId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnvelopeDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation EnvelopeDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantEpisode($id: Int, $uri: String) {\n    episode(id: $id, uri: $uri) {\n      id\n      title\n      state\n      isPublished\n      episodeType\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query VariantEpisode($id: Int, $uri: String) {\n    episode(id: $id, uri: $uri) {\n      id\n      title\n      state\n      isPublished\n      episodeType\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantEpisodeUri($id: Int!) {\n    episode(id: $id) {\n      id\n      uri\n      title\n    }\n  }\n"): (typeof documents)["\n  query VariantEpisodeUri($id: Int!) {\n    episode(id: $id) {\n      id\n      uri\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      language\n      imageUrl\n      category {\n        primary\n        secondary\n      }\n      uri\n    }\n  }\n"): (typeof documents)["\n  query VariantShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      language\n      imageUrl\n      category {\n        primary\n        secondary\n      }\n      uri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      episode {\n        id\n        title\n        description\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantShowsForUser {\n    showsForUser {\n      shows {\n        uri\n        name\n        stationId\n        description\n        category {\n          primary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantShowsForUser {\n    showsForUser {\n      shows {\n        uri\n        name\n        stationId\n        description\n        category {\n          primary\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      title\n      state\n      episodeType\n      publishedOn {\n        seconds\n      }\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantEpisodeByUri($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      uri\n      id\n      title\n      state\n      episodeType\n      publishedOn {\n        seconds\n      }\n      analyticsStarts {\n        startsCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantShowComments($stationId: Int!, $first: Int, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantShowComments($stationId: Int!, $first: Int, $statuses: [CommentStatus!]) {\n    show(stationId: $stationId) {\n      comments(first: $first, statuses: $statuses) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            episodeUri\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantEpisodeComments($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 50, statuses: [PUBLISHED, NEEDS_REVIEW]) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            approvedAt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantEpisodeComments($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 50, statuses: [PUBLISHED, NEEDS_REVIEW]) {\n        edges {\n          node {\n            uri\n            status\n            createdAt\n            approvedAt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantReplies($stationId: Int!, $kinds: [CommentKind!]) {\n    show(stationId: $stationId) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantReplies($stationId: Int!, $kinds: [CommentKind!]) {\n    show(stationId: $stationId) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantEpisodeReplies($uri: EpisodeUri!, $kinds: [CommentKind!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantEpisodeReplies($uri: EpisodeUri!, $kinds: [CommentKind!]) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      comments(first: 100, kinds: $kinds) {\n        edges {\n          node {\n            uri\n            kind\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantPoll($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      poll {\n        question\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantPoll($uri: EpisodeUri!) {\n    episodeByUri(getEpisodeRequest: { episodeUri: $uri }) {\n      title\n      poll {\n        question\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantSavePoll($uri: String!, $input: PollInput!) {\n    savePoll(episodeUri: $uri, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n            votes\n          }\n          opensAt\n          closesAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantSavePoll($uri: String!, $input: PollInput!) {\n    savePoll(episodeUri: $uri, input: $input) {\n      __typename\n      ... on PollSaved {\n        poll {\n          question\n          type\n          options {\n            text\n            votes\n          }\n          opensAt\n          closesAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantDeletePoll($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation VariantDeletePoll($uri: String!) {\n    deletePoll(episodeUri: $uri) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantPublishComment($uri: String!) {\n    publishComment(commentUri: $uri) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation VariantPublishComment($uri: String!) {\n    publishComment(commentUri: $uri) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation VariantDeleteComment($uri: String!) {\n    deleteComment(commentUri: $uri) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantForeignShow($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query VariantForeignShow($uri: ShowUri!) {\n    showByShowUri(getShowByShowUriRequest: { showUri: $uri }) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestEverything($stationId: Int!, $showUri: String!, $episodeId: Int!, $episodeUri: String!, $imageUrls: [String!]!, $episodeUris: [String!]!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n        isStationMarkedAsSpam\n      }\n      uri\n      formUrl\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n    }\n    byUri: show(uri: $showUri) {\n      stationId\n      name\n    }\n    episode(id: $episodeId) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n      containsSponsoredContent\n    }\n    episodeByUri: episode(uri: $episodeUri) {\n      id\n      state\n    }\n    region\n    termsAndContactability(userId: 1001) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n"): (typeof documents)["\n  query VariantRestEverything($stationId: Int!, $showUri: String!, $episodeId: Int!, $episodeUri: String!, $imageUrls: [String!]!, $episodeUris: [String!]!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n      description\n      authorName\n      authorEmail\n      imageUrl\n      image400Url\n      category {\n        primary\n        secondary\n      }\n      language\n      rssFeedUrl\n      flags {\n        isDistributedOnPlatform\n        hasPublishedEpisode\n        distributionEligibilityForPaywalls\n        isStationMarkedAsSpam\n      }\n      uri\n      formUrl\n      distribution {\n        canEnableRss\n        externalUrls {\n          platform\n          url\n        }\n        platformDistributionStatus\n        platformShowUri\n        platforms\n        vanitySlug\n        isEnterprisePodcast\n      }\n    }\n    byUri: show(uri: $showUri) {\n      stationId\n      name\n    }\n    episode(id: $episodeId) {\n      id\n      title\n      description\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n      containsSponsoredContent\n    }\n    episodeByUri: episode(uri: $episodeUri) {\n      id\n      state\n    }\n    region\n    termsAndContactability(userId: 1001) {\n      termsOfServiceVersion\n      agreedToMinimumRequiredTermsOfService\n      contactabilityStatus\n      countryRule\n    }\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query VariantRestShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestShowUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      uri\n    }\n  }\n"): (typeof documents)["\n  query VariantRestShowUri($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      uri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query VariantRestShowByUri($uri: String!) {\n    show(uri: $uri) {\n      stationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n"): (typeof documents)["\n  query VariantRestEpisode($id: Int!) {\n    episode(id: $id) {\n      id\n      title\n      state\n      isPublished\n      publishOn\n      episodeType\n      isExplicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestUpdate($id: Int!, $input: UpdateEpisodeInput!) {\n    updateEpisode(id: $id, input: $input) {\n      descriptionMatches\n      didChangePublishState\n      shareUrl\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestPublish($id: Int!) {\n    publishEpisode(id: $id) {\n      previousState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestCreate($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      stationId\n      created\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestCreate($input: CreateEpisodeInput!) {\n    createEpisode(input: $input) {\n      stationId\n      created\n      episode {\n        id\n        title\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestDelete($id: Int!) {\n    deleteEpisode(id: $id, confirmIrreversible: true) {\n      deletedEpisodeId\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestDelete($id: Int!) {\n    deleteEpisode(id: $id, confirmIrreversible: true) {\n      deletedEpisodeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n      }\n      ... on SlugTaken {\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestSlug($slug: String!) {\n    updateShowSlug(slug: $slug) {\n      __typename\n      ... on ShowSlugUpdated {\n        slug\n      }\n      ... on SlugTaken {\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestMetadata($stationId: Int!, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, input: $input) {\n      show {\n        stationId\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestMetadata($stationId: Int!, $input: UpdateShowMetadataInput!) {\n    updateShowMetadata(stationId: $stationId, input: $input) {\n      show {\n        stationId\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"): (typeof documents)["\n  mutation VariantRestSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestShapes($imageUrls: [String!]!, $episodeUris: [String!]!) {\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n"): (typeof documents)["\n  query VariantRestShapes($imageUrls: [String!]!, $episodeUris: [String!]!) {\n    podcastCategories {\n      name\n      subcategories\n    }\n    coverArtColors(imageUrls: $imageUrls) {\n      imageUrl\n      palette\n    }\n    episodeFormData(episodeUris: $episodeUris) {\n      episodeUri\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantRestSponsored($id: Int!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: true) {\n      containsSponsoredContent\n    }\n  }\n"): (typeof documents)["\n  mutation VariantRestSponsored($id: Int!) {\n    setEpisodeSponsoredContent(id: $id, containsSponsoredContent: true) {\n      containsSponsoredContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantRestEpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query VariantRestEpisodeByUri($uri: String!) {\n    episode(uri: $uri) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FitSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"): (typeof documents)["\n  mutation FitSync($stationId: Int!) {\n    syncEpisodeListIndex(stationId: $stationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FitShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n    }\n  }\n"): (typeof documents)["\n  query FitShow($stationId: Int!) {\n    show(stationId: $stationId) {\n      stationId\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantUploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VariantUploadAudio($episodeId: Int!, $stationId: Int!, $file: Upload!, $size: Float) {\n    uploadEpisodeAudio(episodeId: $episodeId, stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n      validation {\n        mediaType\n        durationMs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VariantUploadCover($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  mutation VariantUploadCover($stationId: Int!, $file: Upload!, $size: Float) {\n    uploadShowCoverArt(stationId: $stationId, file: $file, size: $size) {\n      status\n      failureReason\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;