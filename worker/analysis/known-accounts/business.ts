/** Business media, firms and founders; banks, investing and crypto. Line format: see `../known-accounts.ts`. */
export const BUSINESS = `
# Business media
Bloomberg|business,finance|tw=business ig=bloombergbusiness
CNBC|business,finance|cnbc
Forbes|business|forbes
Financial Times|business,news-politics|tw=ft ig=financialtimes li=financial-times
The Economist|business,news-politics|theeconomist li=the-economist
Business Insider|business|tw=businessinsider
Fortune|business|tw=fortunemagazine
Harvard Business Review|business|tw=harvardbiz li=harvard-business-review
Inc.|business|tw=inc
Entrepreneur|business|ig,tw=entrepreneur
Fast Company|business|tw=fastcompany
Morning Brew|business,finance|ig,tw=morningbrew
LinkedIn News|business|tw=linkedinnews
Shark Tank|business,film-tv|tw=abcsharktank

# Firms and startups
McKinsey & Company|business|tw=mckinsey li=mckinsey
Boston Consulting Group|business|li=boston-consulting-group
Bain & Company|business|li=bain-and-company
Deloitte|business|tw=deloitte li=deloitte
PwC|business|tw=pwc li=pwc
EY|business|li=ernstandyoung
KPMG|business|tw=kpmg li=kpmg
Accenture|business|tw=accenture li=accenture
Shopify|business|ig,tw=shopify li=shopify
HubSpot|business|tw=hubspot li=hubspot
Y Combinator|business,science-tech|tw=ycombinator li=y-combinator
Andreessen Horowitz|business,finance|tw=a16z li=andreessen-horowitz
Sequoia Capital|business,finance|tw=sequoia li=sequoia
Product Hunt|business,science-tech|tw=producthunt
U.S. Small Business Administration|business|tw=sbagov

# Entrepreneurs and business voices
Elon Musk|business,science-tech|tw=elonmusk
Jeff Bezos|business|ig,tw=jeffbezos
Bill Gates|business,science-tech|tw=billgates ig=thisisbillgates
Mark Zuckerberg|business,science-tech|ig=zuck
Richard Branson|business|ig,tw=richardbranson
Mark Cuban|business|ig,tw=mcuban
Gary Vaynerchuk|business|ig,tw=garyvee
Grant Cardone|business,finance|ig,tw=grantcardone
Daymond John|business|tw=thesharkdaymond
Barbara Corcoran|business|ig,tw=barbaracorcoran
Kevin O'Leary|business,finance|ig,tw=kevinolearytv
Alex Hormozi|business|tw=alexhormozi ig=hormozi
Tony Robbins|business|ig,tw=tonyrobbins
Simon Sinek|business|ig,tw=simonsinek
Sara Blakely|business|ig=sarablakely
Steven Bartlett|business|tw=stevebartlettsc ig=steven
Reid Hoffman|business|tw=reidhoffman
Naval Ravikant|business|tw=naval
Paul Graham|business,science-tech|tw=paulg

# Banks, payments and investing
JPMorgan Chase|finance|ig,tw=chase li=jpmorganchase
Bank of America|finance|tw=bankofamerica li=bank-of-america
Wells Fargo|finance|tw=wellsfargo li=wells-fargo
Citi|finance|tw=citi li=citi
Goldman Sachs|finance,business|tw=goldmansachs li=goldman-sachs
Morgan Stanley|finance,business|tw=morganstanley li=morgan-stanley
BlackRock|finance,business|tw=blackrock li=blackrock
Capital One|finance|tw=capitalone
American Express|finance|ig,tw=americanexpress li=american-express
Visa|finance|ig,tw=visa li=visa
Mastercard|finance|ig,tw=mastercard li=mastercard
PayPal|finance|ig,tw=paypal li=paypal
Stripe|finance,science-tech|tw=stripe li=stripe
Venmo|finance|ig,tw=venmo
Cash App|finance|ig,tw=cashapp
Chime|finance|ig,tw=chime
SoFi|finance|ig,tw=sofi
Credit Karma|finance|tw=creditkarma
NerdWallet|finance|tw=nerdwallet
YNAB|finance|tw=ynab
Fidelity Investments|finance|tw=fidelity li=fidelity-investments
Vanguard|finance|tw=vanguard_group
Charles Schwab|finance|tw=charlesschwab
E*TRADE|finance|tw=etrade
Robinhood|finance|tw=robinhoodapp ig=robinhood li=robinhood
Acorns|finance|tw=acorns
Wealthfront|finance|tw=wealthfront
Betterment|finance|tw=betterment
Nasdaq|finance|ig,tw=nasdaq
NYSE|finance|ig,tw=nyse
Zillow|finance,daily-life|ig,tw=zillow

# Finance media and personal-finance creators
Yahoo Finance|finance|tw=yahoofinance
MarketWatch|finance|tw=marketwatch
Barron's|finance|tw=barronsonline
The Motley Fool|finance|tw=themotleyfool
Investopedia|finance|tw=investopedia
Unusual Whales|finance|tw=unusual_whales
WallStreetBets|finance|tw=wallstreetbets
Jim Cramer|finance|tw=jimcramer
Cathie Wood|finance|tw=cathiedwood
Dave Ramsey|finance|ig,tw=daveramsey
Suze Orman|finance|tw=suzeormanshow
Graham Stephan|finance|ig,tw=grahamstephan
Ramit Sethi|finance|ig,tw=ramit
Robert Kiyosaki|finance|tw=therealkiyosaki
Her First $100K|finance|ig,tt=herfirst100k
Your Rich BFF|finance|ig,tt=your.richbff
The Points Guy|finance,travel|ig,tw=thepointsguy

# Crypto
Coinbase|finance|ig,tw=coinbase li=coinbase
Binance|finance|ig,tw=binance
Kraken|finance|tw=krakenfx
Crypto.com|finance|ig,tw=cryptocom
MetaMask|finance|tw=metamask
OpenSea|finance|tw=opensea
Ledger|finance|tw=ledger
Bitcoin Magazine|finance|tw=bitcoinmagazine
CoinDesk|finance|tw=coindesk
Cointelegraph|finance|tw=cointelegraph
Ethereum|finance|tw=ethereum
Solana|finance|tw=solana
Dogecoin|finance|tw=dogecoin
Vitalik Buterin|finance|tw=vitalikbuterin
Michael Saylor|finance|tw=saylor
Changpeng Zhao|finance|tw=cz_binance
Brian Armstrong|finance|tw=brian_armstrong
`;
